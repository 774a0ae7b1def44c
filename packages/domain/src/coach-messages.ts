/** The coach's French texts (cravings, slips, the smoke-free clock, compensation), kept apart from `messages`. */
export const coachMessages = {
  cravingIntensityInvalid: 'Choisissez l’intensité de l’envie, de 1 (légère) à 5 (très forte).',
  cravingTriggerInvalid: 'Choisissez un déclencheur dans la liste.',
  cravingTriggerOtherTooLong: 'Le déclencheur « autre » ne doit pas dépasser 100 caractères.',
  cravingHelpedInvalid: 'Choisissez ce qui a aidé dans la liste (chaque choix une fois).',
  cravingSmokedInvalid: 'Indiquez si l’envie s’est terminée par une cigarette (oui ou non).',
  noteTooLong: 'La note ne doit pas dépasser 500 caractères.',
  noteInvalid: 'La note ne peut pas contenir de caractère de contrôle.',
  momentInvalid: 'Le moment doit être une date et une heure valides, au plus tard maintenant.',
  slipCountInvalid: 'Le nombre de cigarettes doit être un nombre entier, de 1 à 100.',
  lastCigaretteInvalid:
    'La date de la dernière cigarette doit être valide, après 1950 et au plus tard maintenant.',
  cravingSaved: 'Envie notée. Bravo de l’avoir repérée !',
  slipSaved: 'C’est noté. Un écart n’efface pas vos progrès : vous continuez.',
  clockSaved: 'Compteur enregistré.',
  clockCleared: 'Compteur retiré.',
  stepHeld: 'Palier prolongé d’une semaine : les suivants sont décalés d’autant.',
  halfStepTaken: 'Demi-palier ajouté : vous y êtes dès aujourd’hui, les paliers suivants sont décalés.',
  halfStepTooSmall:
    'Ce palier est déjà petit : il ne peut pas être coupé en deux. Vous pouvez le tenir une semaine de plus.',
  halfStepAtTarget: 'Vous êtes déjà à votre objectif : il n’y a plus de palier à couper en deux.',
} as const;
