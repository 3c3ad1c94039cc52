import type {
  AdminActionDto,
  AdminOverview,
  AdminPropertyDto,
  AdminTaskDto,
  AdminUserDetail,
  AdminUserDto,
  ApplicationDto,
  ApplyStateDto,
  ConversationDto,
  FieldWorkerProfileDto,
  MessageDto,
  MyApplicationDto,
  NotificationDto,
  OfferDto,
  PaymentDto,
  PaymentDueDto,
  PaymentsOverviewDto,
  PersonDto,
  PortfolioItemDto,
  ProfessionalCardDto,
  ProfessionalPublicDto,
  ProfileDto,
  ProgressDto,
  ProgressUpdateDto,
  PropertyDto,
  ReviewDto,
  SessionUser,
  TaskDto,
  TaskReviewsDto,
  TaskSummary,
  UploadedImage,
  VerificationDto,
} from '@faena/shared/schemas';

/** A whole task as the API answers it (an open task on an olivar, seen by its owner). */
export function taskDto(overrides: Partial<TaskDto> = {}): TaskDto {
  return {
    id: 'tarea-1',
    title: 'Poda de 40 olivos',
    description: 'Poda de formación de cuarenta olivos jóvenes.',
    category: 'poda',
    urgency: 'high',
    budgetMinCents: 20_000,
    budgetMaxCents: 45_050,
    preferredStartDate: '2026-12-01',
    dueDate: null,
    status: 'open',
    province: '23',
    municipality: 'Baeza',
    timeZone: 'Europe/Madrid',
    series: null,
    recurring: false,
    reservedUntil: null,
    cancelReason: null,
    agreedPriceCents: null,
    point: { lat: 37.9939, lon: -3.4708 },
    exactPoint: null,
    distanceKm: null,
    publishedAt: '2026-11-22T10:00:00.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    owner: {
      profileId: 'perfil-propietaria',
      firstName: 'Carmen',
      lastName: null,
      avatarUrl: null,
      ratingAvg: null,
      ratingCount: 0,
      verified: false,
      phone: null,
    },
    assignedProfessional: null,
    property: {
      id: 'finca-1',
      name: 'Los Olivos',
      kind: 'olivar',
      address: null,
      cadastralRef: null,
      poligono: null,
      parcela: null,
      accessNotes: null,
      accessTrack: null,
      accessGate: null,
      accessKeys: null,
      needs4x4: null,
    },
    photos: [],
    viewer: { isOwner: true, isAssignedProfessional: false, canEdit: true, canCancel: true, canPublish: false },
    pendingApplications: 0,
    payment: null,
    ...overrides,
  };
}

// ---------- Everything below: the API's answers as builders, for the screens' tests ----------
// Ids are UUIDs: the shared schemas check several of them (z.uuid) before a form is sent.

/** A stable UUID per number: `id(7)` is always the same. */
export function id(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

const CREATED = '2026-11-20T10:00:00.000Z';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: id(1), email: 'carmen.ruiz@prueba.es', emailVerified: true, createdAt: CREATED, ...overrides };
}

export function fieldWorkerProfile(overrides: Partial<FieldWorkerProfileDto> = {}): FieldWorkerProfileDto {
  return {
    headline: 'Poda de olivar y desbroce',
    bio: 'Veinte años podando olivos en la Loma.',
    categories: ['poda', 'desbroce'],
    serviceProvinces: ['23'],
    travelRadiusKm: 50,
    hourlyRateCents: 2_250,
    yearsExperience: 20,
    availability: 'De lunes a sábado',
    verificationStatus: 'none',
    verificationNote: null,
    ratingAvg: 4.8,
    ratingCount: 12,
    completedCount: 30,
    publicPage: true,
    ...overrides,
  };
}

/** An owner (Carmen) by default; `professional()` and `admin()` below for the others. */
export function profileDto(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    id: id(101),
    userId: id(1),
    email: 'carmen.ruiz@prueba.es',
    emailVerified: true,
    role: 'property_owner',
    firstName: 'Carmen',
    lastName: 'Ruiz Ortega',
    phone: null,
    avatarUrl: null,
    avatar: null,
    locationProvince: '23',
    locationMunicipality: 'Baeza',
    locationMunicipalityCode: '23009',
    language: 'es',
    verified: false,
    isAdmin: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    fieldWorkerProfile: null,
    ...overrides,
  };
}

export function professionalProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return profileDto({
    id: id(102),
    userId: id(2),
    email: 'javier.molina@prueba.es',
    role: 'professional',
    firstName: 'Javier',
    lastName: 'Molina Díaz',
    fieldWorkerProfile: fieldWorkerProfile(),
    ...overrides,
  });
}

export function adminProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return profileDto({
    id: id(103),
    userId: id(3),
    email: 'lucia.admin@prueba.es',
    firstName: 'Lucía',
    lastName: 'Serrano',
    isAdmin: true,
    ...overrides,
  });
}

export function person(overrides: Partial<PersonDto> = {}): PersonDto {
  return {
    profileId: id(102),
    firstName: 'Javier',
    lastName: 'Molina',
    avatarUrl: null,
    ratingAvg: 4.8,
    ratingCount: 12,
    verified: true,
    phone: null,
    ...overrides,
  };
}

export function ownerPerson(overrides: Partial<PersonDto> = {}): PersonDto {
  return person({ profileId: id(101), firstName: 'Carmen', lastName: 'Ruiz', verified: false, ...overrides });
}

export function image(n: number): UploadedImage {
  return {
    id: id(900 + n),
    url: `/api/images/${n}.webp`,
    thumbUrl: `/api/images/${n}-400.webp`,
    width: 1600,
    height: 1200,
  };
}

export function taskSummary(overrides: Partial<TaskSummary> = {}): TaskSummary {
  return {
    id: id(201),
    title: 'Poda de 40 olivos',
    excerpt: 'Poda de formación de cuarenta olivos jóvenes.',
    category: 'poda',
    urgency: 'high',
    budgetMinCents: 20_000,
    budgetMaxCents: 45_050,
    preferredStartDate: '2030-12-01',
    dueDate: null,
    recurring: false,
    status: 'open',
    province: '23',
    municipality: 'Baeza',
    publishedAt: CREATED,
    createdAt: CREATED,
    ownerFirstName: 'Carmen',
    thumbUrl: null,
    propertyName: 'Los Olivos',
    pendingApplications: 0,
    agreedPriceCents: null,
    point: { lat: 37.9939, lon: -3.4708 },
    distanceKm: null,
    ...overrides,
  };
}

export function propertyDto(overrides: Partial<PropertyDto> = {}): PropertyDto {
  return {
    id: id(301),
    name: 'Los Olivos',
    kind: 'olivar',
    province: '23',
    municipalityCode: '23009',
    municipality: 'Baeza',
    address: 'Camino del Cerro, km 2',
    cadastralRef: null,
    poligono: null,
    parcela: null,
    sizeHa: 2.5,
    description: null,
    accessNotes: null,
    accessTrack: null,
    accessGate: null,
    accessKeys: null,
    needs4x4: false,
    point: null,
    archivedAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    taskCount: 0,
    photos: [],
    ...overrides,
  };
}

export function applicant(overrides: Partial<ApplicationDto['professional']> = {}): ApplicationDto['professional'] {
  return { ...person(), completedCount: 30, headline: 'Poda de olivar y desbroce', ...overrides };
}

export function applicationDto(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: id(401),
    taskId: id(201),
    status: 'pending',
    message: 'Tengo motosierra y escalera; lo haría en dos días.',
    priceCents: 35_000,
    travelCents: 2_000,
    proposedStartDate: '2030-12-02',
    createdAt: CREATED,
    decidedAt: null,
    professional: applicant(),
    ...overrides,
  };
}

export function offerDto(overrides: Partial<OfferDto> = {}): OfferDto {
  return {
    id: id(451),
    taskId: id(201),
    status: 'pending',
    message: 'Me gustaría que podaras mis olivos la semana que viene.',
    priceCents: 40_000,
    travelCents: 0,
    expiresAt: '2030-12-08T10:00:00.000Z',
    createdAt: CREATED,
    decidedAt: null,
    professional: applicant(),
    owner: ownerPerson(),
    task: { id: id(201), title: 'Poda de 40 olivos', status: 'open', municipality: 'Baeza', province: '23' },
    ...overrides,
  };
}

export function myApplicationDto(overrides: Partial<MyApplicationDto> = {}): MyApplicationDto {
  const { professional: _p, taskId: _t, ...base } = applicationDto();
  return { ...base, task: taskSummary(), ...overrides };
}

export function applyState(overrides: Partial<ApplyStateDto> = {}): ApplyStateDto {
  return { canApply: true, reason: null, myApplication: null, ...overrides };
}

export function conversationDto(overrides: Partial<ConversationDto> = {}): ConversationDto {
  return {
    id: id(501),
    other: ownerPerson(),
    contextTask: { id: id(201), title: 'Poda de 40 olivos' },
    lastMessage: { body: '¿Tiene agua la finca?', createdAt: CREATED, mine: false, hasPhotos: false },
    unread: 2,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function messageDto(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: id(551),
    conversationId: id(501),
    senderId: id(101),
    body: '¿Tiene agua la finca?',
    photos: [],
    task: null,
    clientId: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function notificationDto(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: id(601),
    type: 'new_application',
    title: 'Nueva solicitud en «Poda de 40 olivos»',
    body: 'Javier te propone 350,00 €.',
    link: `/task/${id(201)}/applications`,
    readAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function paymentDto(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: id(701),
    taskId: id(201),
    taskTitle: 'Poda de 40 olivos',
    method: 'card',
    status: 'held',
    amountCents: 123_450,
    workCents: 120_000,
    travelCents: 3_450,
    feeCents: 12_000,
    netCents: 111_450,
    feeRateBps: 1_000,
    reference: null,
    testMode: true,
    failureReason: null,
    checkout: null,
    feeSettled: false,
    payer: ownerPerson(),
    payee: person(),
    createdAt: CREATED,
    heldAt: CREATED,
    releasedAt: null,
    refundedAt: null,
    ...overrides,
  };
}

export function paymentDue(overrides: Partial<PaymentDueDto> = {}): PaymentDueDto {
  return {
    taskId: id(202),
    title: 'Desbroce de la linde',
    status: 'assigned',
    professional: person(),
    workCents: 50_000,
    travelCents: 0,
    amountCents: 50_000,
    feeCents: 5_000,
    netCents: 45_000,
    cardAccepted: true,
    ...overrides,
  };
}

export function paymentsOverview(overrides: Partial<PaymentsOverviewDto> = {}): PaymentsOverviewDto {
  return {
    role: 'property_owner',
    testMode: true,
    card: { provider: 'pruebas' },
    payouts: null,
    feePercent: 10,
    due: [],
    payments: [],
    totals: { paidCents: 0, heldCents: 0, releasedCents: 0, pendingCents: 0, feeOwedCents: 0 },
    byMonth: [],
    ...overrides,
  };
}

export function progressUpdate(overrides: Partial<ProgressUpdateDto> = {}): ProgressUpdateDto {
  return {
    id: id(801),
    kind: 'note',
    text: 'Podados los primeros veinte olivos.',
    percent: 50,
    photos: [],
    author: person(),
    createdAt: CREATED,
    ...overrides,
  };
}

export function progressDto(overrides: Partial<ProgressDto> = {}): ProgressDto {
  return {
    task: {
      id: id(201),
      title: 'Poda de 40 olivos',
      status: 'in_progress',
      timeZone: 'Europe/Madrid',
      finishedAt: null,
      autoCompleteAt: null,
    },
    owner: ownerPerson(),
    professional: person(),
    updates: [],
    viewer: {
      isOwner: true,
      canStart: false,
      canPost: false,
      canFinish: false,
      canConfirm: false,
      canRequestChanges: false,
    },
    ...overrides,
  };
}

export function reviewDto(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: id(851),
    taskId: id(201),
    taskTitle: 'Poda de 40 olivos',
    rating: 5,
    comment: 'Muy buen trabajo, limpio y a tiempo.',
    reply: null,
    repliedAt: null,
    reviewer: ownerPerson(),
    revieweeId: id(102),
    publishedAt: CREATED,
    createdAt: CREATED,
    ...overrides,
  };
}

export function taskReviews(overrides: Partial<TaskReviewsDto> = {}): TaskReviewsDto {
  return {
    canReview: true,
    reason: null,
    deadline: '2030-12-30T10:00:00.000Z',
    mine: null,
    theirs: null,
    theirsPending: false,
    ...overrides,
  };
}

export function portfolioItem(overrides: Partial<PortfolioItemDto> = {}): PortfolioItemDto {
  return {
    id: id(951),
    title: 'Poda de 300 olivos en Baeza',
    description: 'Poda de producción con motosierra.',
    category: 'poda',
    doneOn: '2026-02-10',
    photos: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function professionalCard(overrides: Partial<ProfessionalCardDto> = {}): ProfessionalCardDto {
  return {
    profileId: id(102),
    firstName: 'Javier',
    lastInitial: 'M.',
    avatarUrl: null,
    verified: true,
    headline: 'Poda de olivar y desbroce',
    categories: ['poda', 'desbroce'],
    serviceProvinces: ['23'],
    hourlyRateCents: 2_250,
    ratingAvg: 4.8,
    ratingCount: 12,
    completedCount: 30,
    travelRadiusKm: 50,
    distanceKm: null,
    ...overrides,
  };
}

export function professionalPublic(overrides: Partial<ProfessionalPublicDto> = {}): ProfessionalPublicDto {
  return {
    ...professionalCard(),
    bio: 'Veinte años podando olivos en la Loma.',
    travelRadiusKm: 50,
    yearsExperience: 20,
    availability: 'De lunes a sábado',
    memberSince: CREATED,
    portfolio: [],
    reviews: [],
    viewer: { isSelf: false, canOffer: true },
    ...overrides,
  };
}

export function verificationDto(overrides: Partial<VerificationDto> = {}): VerificationDto {
  return { status: 'none', note: null, documents: [], ...overrides };
}

export function adminUser(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    profileId: id(102),
    userId: id(2),
    email: 'javier.molina@prueba.es',
    firstName: 'Javier',
    lastName: 'Molina Díaz',
    role: 'professional',
    isAdmin: false,
    verified: false,
    verificationStatus: 'pending',
    suspendedAt: null,
    province: '23',
    createdAt: CREATED,
    ...overrides,
  };
}

export function adminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: adminUser(),
    phone: '600123123',
    verification: verificationDto({ status: 'pending' }),
    tasks: [],
    applications: [],
    payments: [],
    reviewsReceived: [],
    ...overrides,
  };
}

export function adminTask(overrides: Partial<AdminTaskDto> = {}): AdminTaskDto {
  return {
    id: id(201),
    title: 'Poda de 40 olivos',
    status: 'open',
    category: 'poda',
    province: '23',
    municipality: 'Baeza',
    ownerId: id(101),
    ownerName: 'Carmen Ruiz',
    ownerEmail: 'carmen.ruiz@prueba.es',
    hiddenAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function adminProperty(overrides: Partial<AdminPropertyDto> = {}): AdminPropertyDto {
  return {
    id: id(301),
    name: 'Los Olivos',
    kind: 'olivar',
    province: '23',
    municipality: 'Baeza',
    ownerId: id(101),
    ownerName: 'Carmen Ruiz',
    ownerEmail: 'carmen.ruiz@prueba.es',
    taskCount: 3,
    archivedAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function adminAction(overrides: Partial<AdminActionDto> = {}): AdminActionDto {
  return {
    id: id(1001),
    adminId: id(103),
    actor: 'lucia.admin@prueba.es',
    actionName: 'verify_professional',
    targetTableName: 'profiles',
    targetRecordId: id(102),
    oldData: { verified: false },
    newData: { verified: true },
    createdAt: CREATED,
    ...overrides,
  };
}

/** One page of an admin list. */
export function page<T>(items: T[], overrides: { page?: number; pageSize?: number; total?: number } = {}) {
  return { items, page: 1, pageSize: 25, total: items.length, ...overrides };
}

export function adminOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    users: { owners: 1_204, professionals: 356, admins: 2, suspended: 3, pendingVerification: 7 },
    signupsByWeek: [],
    tasksByStatus: [],
    applications: { total: 0, accepted: 0, pending: 0 },
    completionRate: null,
    paymentsByMonth: [],
    latestActions: [],
    ...overrides,
  };
}
