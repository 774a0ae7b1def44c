-- Hand-written (decision 0170): « Mon stock » in the burger menu of an installation already running. A new
-- installation has no links yet here, and gets this one from the menu seed (modules/menu) like the others;
-- an installation whose admin already added a /stock link keeps theirs.
insert into menu_links ("order", icon, label, path)
select 5, 'liquid', 'Mon stock', '/stock'
where exists (select 1 from menu_links)
  and not exists (select 1 from menu_links where path = '/stock');
