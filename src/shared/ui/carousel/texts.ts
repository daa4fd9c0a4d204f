/** Spanish texts of the carousel. */
export const carouselTexts = {
  roleDescription: 'carrusel',
  slideRoleDescription: 'diapositiva',
  slideLabel: (position: number, total: number) => `${position} de ${total}`,
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  pause: 'Pausar el carrusel',
  play: 'Reproducir el carrusel',
  goTo: (position: number) => `Ir a la diapositiva ${position}`,
  dots: 'Elegir diapositiva',
} as const;
