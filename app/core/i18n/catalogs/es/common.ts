import type { common as en } from "../en/common";
import type { Translation } from "../types";

/** Spanish messages shared by every area: the type requires every English key, and no other. */
export const common: Translation<typeof en> = {
  "common.language.label": "Idioma",
  "common.language.description": "El idioma y el formato de números y fechas con que ve Drip Drop.",
  "common.language.browser": "Como diga mi navegador",

  "common.equipmentImport.categoryMissing":
    "Indique qué equipo es: bomba, filtro, calentador, celda de sal, clorador, automatización, limpiafondos, luz, válvula u otro.",
  "common.equipmentImport.category":
    "“{value}” no es un tipo de equipo que conozcamos: bomba, filtro, calentador, celda de sal, clorador, automatización, limpiafondos, luz, válvula u otro.",
  "common.equipmentImport.tooLong": "Como máximo 100 caracteres.",
  "common.balanceImport.amountMissing": "Falta el importe adeudado.",
  "common.balanceImport.amount": "“{value}” no es un importe (1234.50 o $1,234.50).",
  "common.balanceImport.credit":
    "Un saldo a favor (negativo) no se importa: regístrelo como nota de crédito.",
  "common.balanceImport.tooLarge": "Este importe supera el millón.",
  "common.balanceImport.twice": "Este cliente ya tiene un saldo en la línea {line}: un saldo por cliente.",
  "common.recurringImport.customerMissing":
    "Indica de quién es el servicio: el ID, el nombre o el correo del cliente.",
  "common.recurringImport.dayMissing":
    "Indica el día de la visita: un día de la semana (lunes, lun/jue, Monday) o una fecha.",
  "common.recurringImport.day":
    "“{value}” no es un día de la semana que sepamos leer: lunes, lun/jue, primer martes, Monday o una fecha (2026-12-07).",
  "common.recurringImport.frequency":
    "“{value}” no es una frecuencia que sepamos leer: semanal, cada 2 semanas (hasta 12) o mensual.",
  "common.recurringImport.startDate": "“{value}” no es una fecha que sepamos leer (2026-12-07 o 12/7/2026).",
  "common.recurringImport.rateNegative": "Una tarifa no puede ser negativa.",
  "common.recurringImport.rateTooLarge": "Una tarifa por visita es como mucho 100.000.",
  "common.recurringImport.notesTooLong": "Las notas tienen más de 2.000 caracteres.",
  "common.recurringImport.weekOfMonthNotMonthly":
    "Una semana del mes (primer martes) solo vale para un servicio mensual: indica solo el día, o mensual.",
  "common.recurringImport.monthOneDay": "Un servicio mensual es un solo día de la semana: indica solo uno.",
  "common.history.dateMissing": "Falta la fecha de la visita.",
  "common.history.dateInvalid":
    "“{value}” no es una fecha que podamos leer (2024-03-05 o 3/5/2024), o es una fecha futura.",
  "common.history.customerMissing":
    "Indique de quién es la visita: el ID, el nombre o el correo del cliente.",
  "common.history.dosesInvalid":
    "“{value}” no se lee como químicos: escriba cada uno con su nombre y cantidad, separados por punto y coma (Cloro líquido 1.5 gal; Ácido 32 oz).",
  "common.history.notesTooLong": "Las notas tienen más de 5.000 caracteres.",
  "common.csv.notUtf8": "Este archivo no es texto UTF-8. Guárdelo como CSV UTF-8 e inténtelo de nuevo.",
  "common.csv.notText": "Este archivo no es un archivo de texto CSV.",
  "common.csv.notXlsx":
    "Este archivo no es un libro de Excel (.xlsx) que podamos leer. Guárdelo de nuevo como .xlsx o CSV UTF-8.",
  "common.csv.empty": "Este archivo está vacío.",
  "common.csv.unclosedQuote":
    "Este archivo tiene unas comillas que no se cierran cerca de la línea {line}. Revise el archivo, guárdelo como CSV e inténtelo de nuevo.",
  "common.csv.unclosedQuoteSomewhere":
    "Este archivo tiene unas comillas que no se cierran. Revise el archivo, guárdelo como CSV e inténtelo de nuevo.",
  "common.csv.noHeader": "La primera fila del archivo debe nombrar las columnas, y está vacía.",
  "common.csv.noRows":
    "Este archivo tiene la fila de encabezados pero ninguna fila de datos. Agregue una fila por cliente e inténtelo de nuevo.",
  "common.csv.noItemRows":
    "Este archivo tiene la fila de encabezados pero ninguna fila de datos. Agregue una fila por artículo e inténtelo de nuevo.",

  "common.import.status": "El estado debe ser lead, active o inactive, no “{value}”.",
  "common.import.billingTerms":
    "Las condiciones de pago deben ser due on receipt, net 15 o net 30, no “{value}”.",
  "common.import.rateType": "El tipo de tarifa debe ser per stop, per month o per job, no “{value}”.",
  "common.import.language": "El idioma preferido debe ser en o es (inglés o español), no “{value}”.",
  "common.import.displayAsCompany": "Mostrar como empresa debe ser yes o no, no “{value}”.",
  "common.import.nameOrBusiness": "Escriba el nombre o el apellido del cliente, o el nombre de la empresa.",
  "common.import.externalIdTooLong": "El ID del cliente debe tener menos de 100 caracteres.",
  "common.import.country": "Use el código de país de dos letras, p. ej. US, no “{value}”.",
  "common.import.addressMissing":
    "Escriba la dirección del servicio: esta fila tiene datos de la ubicación pero no la dirección.",
  "common.import.cityMissing": "Escriba la ciudad de la dirección del servicio.",
  "common.import.bodyNeedsAddress": "Una piscina necesita la dirección del servicio donde está.",
  "common.import.kind": "El tipo debe ser pool, spa, fountain o water feature, no “{value}”.",
  "common.import.sanitizer": "El desinfectante debe ser chlorine, salt, bromine o mineral, no “{value}”.",
  "common.import.volumeMissing":
    "Escriba el volumen de la piscina en {units, select, us {galones} other {litros}}.",
  "common.import.volumeNotNumber":
    "Escriba el volumen como un número de {units, select, us {galones} other {litros}}, no “{value}”.",
  "common.import.volumeZero": "El volumen debe ser mayor que 0 {units, select, us {galones} other {litros}}.",
  "common.import.bodyNameTooLong": "El nombre de la piscina debe tener menos de 60 caracteres.",
  "common.import.unreadableRow": "No se pudo leer esta fila.",
  "common.import.reportLine": "Línea",
  "common.import.reportColumn": "Columna",
  "common.import.reportProblem": "Problema",
  "common.import.reportRow": "Fila",
  "common.import.reportMore": "…y {count} problemas más. Corríjalos y revise el archivo de nuevo.",

  // A character refused in any typed text (core/text/control-characters.ts): {code} is "U+0000".
  "common.text.controlCharacter":
    "Quite el carácter de control invisible {name, select, nul {NUL ({code})} backspace {de retroceso ({code})} verticalTab {de tabulación vertical ({code})} formFeed {de salto de página ({code})} escape {de escape ({code})} delete {de suprimir ({code})} other {{code}}} en la posición {position} (suele venir de texto pegado); vuelva a escribir el texto si no lo ve.",

  "common.files.notImage":
    "Este archivo no es una imagen PNG, JPEG, WebP ni GIF. Elija una foto o una imagen.",
  "common.files.unreadableImage": "No se pudo leer esta imagen. Elija una imagen PNG, JPEG, WebP o GIF.",
  "common.files.notPdf": "Este archivo no es un PDF legible.",
  "common.files.notImageOrPdf": "Este archivo no es una foto (PNG, JPEG, WebP, GIF) ni un PDF.",
  "common.files.clearChoice": "Quitar el archivo elegido",
  "common.files.tooLarge": "El archivo pesa más de {mb} MB.",
  "common.files.named": "{name}: {problem}",
  "common.files.tooLargeNamed": "{name}: El archivo pesa más de {mb} MB.",
  "common.files.choosePhoto": "Elija una foto.",
  "common.files.tooManyFiles": "Adjunte como máximo {max} archivos a un mensaje.",
  "common.files.tooManyPhotos": "Como máximo {max} fotos.",

  "common.shell.toggleNavigation": "Mostrar u ocultar el menú",
  "common.shell.search": "Buscar",
  "common.shell.profileOf": "Perfil de {name}",
  "common.shell.accountAdmin": "Administrador",
  "common.shell.accountCompany": "Empresa",
  "common.shell.accountClient": "Cliente",
  "common.shell.mainMenu": "Menú principal",
  "common.shell.home": "Inicio de Drip Drop",
  "common.shell.sidebar": "Barra lateral",
  "common.shell.logout": "Cerrar sesión",
  "common.shell.company": "Empresa",
  "common.shell.switch": "Cambiar",

  "common.error.pageNotFound": "Página no encontrada",
  "common.error.pageNotFoundText":
    "No hay nada en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.",
  "common.error.crashText":
    "No pudimos mostrar esta página. Inténtelo de nuevo en un momento; si sigue ocurriendo, contacte a soporte.",
  "common.error.homePage": "Ir a la página de inicio",
  "common.error.notFound": "No encontrado",
  "common.error.notFoundText": "Este registro no existe o fue eliminado.",
  "common.error.noAccess": "Sin acceso",
  "common.error.noAccessText": "Su rol no incluye esta página. Pídala al dueño de su empresa si la necesita.",
  "common.error.tooManyTries": "Demasiados intentos",
  "common.error.refused": "No se puede hacer",
  "common.error.crash": "Algo salió mal",
  "common.error.crashShort": "No pudimos mostrar esta página. Inténtelo de nuevo en un momento.",
  "common.error.back": "Volver",
  "common.offline.title": "Sin conexión",
  "common.offline.text": "Esta página necesita conexión. Inténtelo de nuevo cuando tenga señal.",
  "common.offline.myDay": "Abrir Mi día",
  "common.update.title": "Actualización disponible",
  "common.update.text":
    "Hay una nueva versión de Drip Drop. Recargue cuando le convenga, por ejemplo entre paradas.",
  "common.update.reload": "Recargar",

  "common.public.navProducts": "Productos",
  "common.public.navAbout": "Nosotros",
  "common.public.navInfo": "Información",
  "common.public.navContact": "Contacto",
  "common.public.navHomeOwners": "Dueños de piscina",
  "common.public.navPoolCompany": "Empresas de piscinas",
  "common.public.mainNav": "Principal",
  "common.public.openMenu": "Abrir menú",
  "common.public.menu": "Menú",
  "common.public.closeMenu": "Cerrar menú",
  "common.public.footer":
    "Drip Drop: software de código abierto para empresas de mantenimiento de piscinas y dueños de piscina.",
  "common.public.dashboard": "Ir a su panel",
  "common.public.companySignIn": "Acceso para empresas",
  "common.public.poolOwnerSignIn": "Acceso para dueños de piscina",
  "common.public.redeem": "Canjear un código de invitación",

  "common.menu.physicalLocations": "Ubicaciones físicas",
  "common.menu.customers": "Clientes",
  "common.menu.serviceLocations": "Lugares de servicio",
  "common.menu.bodiesOfWater": "Cuerpos de agua",
  "common.menu.equipment": "Equipos",
  "common.menu.operations": "Operaciones",
  "common.menu.jobs": "Trabajos",
  "common.menu.serviceStops": "Paradas de servicio",
  "common.menu.repairRequests": "Solicitudes de reparación",
  "common.menu.taskGroups": "Grupos de tareas",
  "common.menu.items": "Artículos",
  "common.menu.routing": "Rutas",
  "common.menu.routeManagment": "Gestión de rutas",
  "common.menu.recurringServiceStops": "Paradas recurrentes",
  "common.menu.routeDashboard": "Panel de rutas",
  "common.menu.routeBuilder": "Constructor de rutas",
  "common.menu.users": "Usuarios",
  "common.menu.roles": "Roles",
  "common.menu.companyUsers": "Usuarios de la empresa",
  "common.menu.recurringLaborContracts": "Contratos laborales recurrentes",
  "common.menu.oneTimeLaborContracts": "Contratos laborales únicos",
  "common.menu.workLogs": "Registros de trabajo",
  "common.menu.monies": "Dinero",
  "common.menu.contracts": "Contratos",
  "common.menu.invoices": "Facturas",
  "common.menu.payments": "Pagos",
  "common.menu.accountantExports": "Exportaciones para el contador",
  "common.menu.purchasedItems": "Artículos comprados",
  "common.menu.venders": "Proveedores",
  "common.menu.stripe": "Stripe",
  "common.menu.stripeProfile": "Perfil de Stripe",
  "common.menu.subscriptionManagement": "Gestión de suscripciones",
  "common.menu.dashboard": "Panel",
  "common.menu.messages": "Mensajes",
  "common.menu.publicPage": "Página pública",
  "common.menu.alerts": "Alertas",
  "common.menu.settings": "Configuración",
  "common.menu.reports": "Reportes",
  "common.menu.myPool": "Mi piscina",
  "common.menu.companies": "Empresas",
  "common.menu.orders": "Pedidos",
  "common.menu.category": "Categorías",
  "common.menu.sellers": "Vendedores",
  "common.menu.paymentRequest": "Solicitudes de pago",
  "common.menu.deactiveSellers": "Vendedores desactivados",
  "common.menu.sellerRequest": "Solicitudes de vendedores",
  "common.menu.liveChat": "Chat en vivo",
  "common.menu.mailbox": "Buzón",

  // The home page (routes/public/home.tsx).
  "common.site.home.routingTitle": "Rutas de verdad",
  "common.site.home.routingText":
    "Asigne paradas recurrentes a técnicos y días, reordene una ruta y mueva una parada cuando alguien falta por enfermedad.",
  "common.site.home.chemistryTitle": "Química del agua correcta",
  "common.site.home.chemistryText":
    "Registre las lecturas y obtenga el índice de saturación (LSI y CSI) con las dosis necesarias para devolver el agua al rango.",
  "common.site.home.reportsTitle": "Reportes de servicio automáticos",
  "common.site.home.reportsText":
    "Cada parada terminada genera un reporte con lecturas, químicos agregados, tareas hechas y fotos, que se envía al cliente.",
  "common.site.home.billingTitle": "Facturación a su manera",
  "common.site.home.billingText":
    "Facture con la propia cuenta de Stripe de su empresa, o registre a mano los pagos en efectivo y con cheque.",
  "common.site.home.csvTitle": "Importación y exportación CSV",
  "common.site.home.csvText":
    "Traiga clientes, ubicaciones y piscinas desde una hoja de cálculo, y saque todos sus datos cuando quiera.",
  "common.site.home.reportTitle": "Un reporte después de cada visita",
  "common.site.home.reportText":
    "Vea qué se midió, qué se agregó y fotos de la piscina el mismo día en que se va su técnico.",
  "common.site.home.invoicesTitle": "Facturas",
  "common.site.home.invoicesText": "Lea y pague las facturas de su empresa de piscinas en un solo lugar.",
  "common.site.home.messagesTitle": "Mensajes",
  "common.site.home.messagesText":
    "Escriba a su empresa de piscinas sin tener que buscar un número de teléfono.",
  "common.site.home.equipmentTitle": "Equipos",
  "common.site.home.equipmentText":
    "Lleve el control de su bomba, filtro, calentador y su historial de servicio.",
  "common.site.home.heroTitle": "Dirija su empresa de mantenimiento de piscinas desde una sola aplicación",
  "common.site.home.heroText":
    "Drip Drop planifica sus rutas, acierta con la química del agua, envía un reporte de servicio después de cada visita y factura a sus clientes. Es de código abierto: alójelo usted mismo gratis, o permita que lo alojemos nosotros.",
  "common.site.home.createCompany": "Crear una cuenta de empresa",
  "common.site.home.ownPool": "Tengo una piscina",
  "common.site.home.alreadyUsing": "¿Ya usa Drip Drop?",
  "common.site.home.signIn": "Inicie sesión",
  "common.site.home.companyHeading": "Lo que obtiene una empresa de piscinas",
  "common.site.home.companyText": "Un solo lugar para la oficina, el dueño y cada técnico en ruta.",
  "common.site.home.ownerHeading": "Lo que obtiene un dueño de piscina",
  "common.site.home.ownerText":
    "Cuando su empresa de piscinas usa Drip Drop, usted ve cada visita y todo lo que debe.",
  "common.site.home.moreOwners": "Más para dueños de piscina",
  "common.site.home.moreCompanies": "Más para empresas de piscinas",
  "common.site.home.openHeading": "Código abierto: sus datos siguen siendo suyos",
  "common.site.home.openText":
    "Use Drip Drop en su propia computadora o servidor sin pagar licencia, o use el servicio alojado. De cualquier forma, puede exportar todo como CSV en cualquier momento.",
  "common.site.home.seePlans": "Ver los planes",
  "common.site.home.readFaq": "Leer las preguntas frecuentes",

  // The products page (routes/public/products.tsx).
  "common.site.products.selfName": "Autoalojado",
  "common.site.products.selfPrice": "Gratis para siempre",
  "common.site.products.selfSummary":
    "Use Drip Drop en su propia computadora o servidor. El producto completo, sin pagar licencia.",
  "common.site.products.selfFeature1": "Todas las funciones, sin límite de piscinas ni de usuarios",
  "common.site.products.selfFeature2": "Funciona con una base de datos integrada, o con PostgreSQL",
  "common.site.products.selfFeature3": "Sus datos son suyos y usted hace las copias de seguridad",
  "common.site.products.selfFeature4": "Ayuda de la comunidad en el gestor público de incidencias",
  "common.site.products.selfCta": "Leer cómo instalarlo",
  "common.site.products.starterName": "Alojado Inicial",
  "common.site.products.starterPrice": "US$0 hasta 50 piscinas",
  "common.site.products.starterSummary":
    "Nosotros lo operamos por usted. Pensado para una empresa de una sola camioneta que está empezando.",
  "common.site.products.starterFeature1": "Rutas, química del agua y reportes de servicio",
  "common.site.products.starterFeature2": "Portal de dueños de piscina para sus clientes",
  "common.site.products.starterFeature3":
    "Facturación con su propia cuenta de Stripe, o en efectivo y con cheque",
  "common.site.products.starterFeature4": "Importación y exportación CSV",
  "common.site.products.createCompany": "Crear una cuenta de empresa",
  "common.site.products.proName": "Alojado Pro",
  "common.site.products.proPrice": "US$49 al mes por empresa + US$1 por piscina activa",
  "common.site.products.proSummary": "Para empresas en crecimiento con oficina y varios técnicos.",
  "common.site.products.proFeature1": "Todo lo de Inicial, sin límite de piscinas",
  "common.site.products.proFeature2": "Roles para el personal de oficina y los técnicos",
  "common.site.products.proFeature3": "Copias de seguridad diarias de sus datos",
  "common.site.products.proFeature4": "Soporte por correo de las personas que lo desarrollan",
  "common.site.products.enterpriseName": "Empresarial",
  "common.site.products.contactUs": "Contáctenos",
  "common.site.products.enterpriseSummary":
    "Para operaciones grandes o con varias sucursales y requisitos de TI propios.",
  "common.site.products.enterpriseFeature1": "Clúster de PostgreSQL dimensionado para su empresa",
  "common.site.products.enterpriseFeature2": "Inicio de sesión único (SSO)",
  "common.site.products.enterpriseFeature3": "Ayuda para traer sus datos desde su herramienta actual",
  "common.site.products.enterpriseFeature4": "Horario de soporte acordado",
  "common.site.products.product1": "Clientes, lugares de servicio, piscinas y equipos",
  "common.site.products.product2": "Rutas recurrentes asignadas a técnicos y días",
  "common.site.products.product3": "Lecturas del agua con LSI y CSI, y sugerencias de dosis",
  "common.site.products.product4": "Reportes de servicio con lecturas, tareas y fotos",
  "common.site.products.product5": "Trabajos, solicitudes de reparación, facturas y pagos",
  "common.site.products.product6": "Un portal donde los dueños de piscina ven reportes, facturas y mensajes",
  "common.site.products.title": "Productos y planes",
  "common.site.products.intro":
    "Drip Drop es un solo producto para empresas de mantenimiento de piscinas y sus clientes. El software es de código abierto, así que los planes solo difieren en quién lo opera por usted y cuánta ayuda recibe.",
  "common.site.products.whatHeading": "Qué incluye el producto",
  "common.site.products.plansHeading": "Planes",
  "common.site.products.footnote":
    "Los precios están en dólares estadounidenses. Una piscina activa es una piscina con al menos una parada de servicio en el mes. Stripe cobra las comisiones de procesamiento de pagos a su propia cuenta.",

  // The about page (routes/public/about.tsx).
  "common.site.about.dataTitle": "Sus datos son suyos",
  "common.site.about.dataText":
    "Las listas de clientes, el historial del agua y las facturas son el corazón de una empresa de piscinas. Puede exportarlo todo como CSV, o usar todo el sistema por su cuenta.",
  "common.site.about.codeTitle": "Puede leer el código",
  "common.site.about.codeText":
    "Los cálculos químicos, las rutas y las reglas de facturación son públicos. Si un número parece incorrecto, cualquiera puede revisar cómo se calculó.",
  "common.site.about.lockTitle": "Sin ataduras",
  "common.site.about.lockText":
    "Si dejamos de alojar Drip Drop, o si usted deja de estar conforme con nosotros, el software sigue funcionando en su propia máquina.",
  "common.site.about.title": "Acerca de Drip Drop",
  "common.site.about.intro":
    "Drip Drop es software de código abierto para empresas de mantenimiento de piscinas y para las personas cuyas piscinas cuidan. Cubre el trabajo diario de una empresa de piscinas que trabaja por rutas: clientes, rutas, química del agua, reportes de servicio y facturación.",
  "common.site.about.whoHeading": "Quiénes somos",
  "common.site.about.whoText":
    "Drip Drop lo desarrolla un pequeño equipo de programadores y colaboradores de código abierto. Trabajamos a la vista de todos: el código, el gestor de incidencias y los planes son públicos, y la opinión de técnicos, personal de oficina y dueños de piscina decide en qué trabajamos después.",
  "common.site.about.whyHeading": "Por qué código abierto",
  "common.site.about.compareHeading": "Cómo nos comparamos con las herramientas comerciales",
  "common.site.about.compareText1":
    "Skimmer, Pool Brain y Pool Office Manager son productos consolidados hechos para empresas de mantenimiento de piscinas, y Jobber es software general de servicios en campo que usan muchos oficios, incluido el mantenimiento de piscinas. Tienen años de pulido, aplicaciones móviles nativas y equipos de soporte, y atienden bien a muchas empresas.",
  "common.site.about.compareText2": "Drip Drop toma un enfoque distinto en lugar de pretender hacer más:",
  "common.site.about.point1": "Es gratis si lo opera usted mismo, sin licencia por técnico.",
  "common.site.about.point2":
    "Funciona en el navegador del teléfono, así que no hay nada que instalar en el teléfono del técnico.",
  "common.site.about.point3":
    "La química del agua sigue fórmulas publicadas (los índices de saturación de Langelier y de calcita) que usted puede revisar.",
  "common.site.about.point4": "Los pagos van a su propia cuenta de Stripe; nunca retenemos su dinero.",
  "common.site.about.point5": "Todo se puede exportar como CSV, sea cual sea su plan.",
  "common.site.about.younger":
    "Es más joven que esos productos, y algunas de sus funciones no están en Drip Drop. Si necesita algo que todavía no hacemos,",
  "common.site.about.tellUs": "díganoslo",
  "common.site.about.seePlans": "Ver los planes",
  "common.site.about.contactUs": "Contáctenos",

  // The pool company page (routes/public/pool-company.tsx).
  "common.site.poolCompany.officeTitle": "Para la oficina",
  "common.site.poolCompany.office1":
    "Clientes, direcciones de servicio, piscinas y equipos en una sola lista",
  "common.site.poolCompany.office2": "Rutas recurrentes: asigne cada parada a un técnico y a un día",
  "common.site.poolCompany.office3": "Mueva paradas cuando alguien falta y vea lo que quedó sin hacer",
  "common.site.poolCompany.office4":
    "Facturas, con pagos con tarjeta a través de su propia cuenta de Stripe, o efectivo y cheques registrados a mano",
  "common.site.poolCompany.office5": "Importación CSV para empezar y exportación CSV cuando quiera",
  "common.site.poolCompany.techTitle": "Para los técnicos",
  "common.site.poolCompany.tech1":
    "La ruta de hoy en el teléfono, en orden, con direcciones y notas de acceso",
  "common.site.poolCompany.tech2": "Ingrese las lecturas y vea el LSI, el CSI y las dosis que debe agregar",
  "common.site.poolCompany.tech3": "Marque las tareas y tome fotos en la parada",
  "common.site.poolCompany.tech4": "El reporte de servicio llega al cliente cuando se termina la parada",
  "common.site.poolCompany.tech5": "Funciona en el navegador del teléfono: no hay nada que instalar",
  "common.site.poolCompany.ownerTitle": "Para el dueño",
  "common.site.poolCompany.owner1": "Roles y permisos para el personal de oficina y los técnicos",
  "common.site.poolCompany.owner2": "Invite a su equipo y a sus clientes con códigos de invitación",
  "common.site.poolCompany.owner3": "Vea las paradas completadas, los químicos usados y el dinero adeudado",
  "common.site.poolCompany.owner4":
    "Sus datos siguen siendo suyos: use Drip Drop por su cuenta o permita que lo alojemos",
  "common.site.poolCompany.owner5": "¿Varias empresas? Cambie entre ellas desde una sola cuenta",
  "common.site.poolCompany.title": "Software para su empresa de mantenimiento de piscinas",
  "common.site.poolCompany.intro":
    "Drip Drop hace que la oficina, los técnicos en ruta y el dueño trabajen con la misma información: clientes, rutas, química del agua, reportes de servicio y facturación.",
  "common.site.poolCompany.createCompany": "Crear una cuenta de empresa",
  "common.site.poolCompany.signIn": "Iniciar sesión",
  "common.site.poolCompany.everyone": "Una sola aplicación para todos en la empresa",
  "common.site.poolCompany.startHeading": "Empiece en una tarde",
  "common.site.poolCompany.step1": "Cree la cuenta de su empresa. Usted será su Dueño.",
  "common.site.poolCompany.step2":
    "Importe sus clientes y piscinas desde un archivo CSV, o agréguelos a mano.",
  "common.site.poolCompany.step3":
    "Invite a su personal de oficina y a sus técnicos, y asigne un rol a cada uno.",
  "common.site.poolCompany.step4": "Arme sus rutas y envíe a sus clientes sus códigos de invitación.",
  "common.site.poolCompany.seePlans": "Ver los planes",

  // The home owners page (routes/public/homeowners.tsx).
  "common.site.homeowners.reportTitle": "Un reporte después de cada visita",
  "common.site.homeowners.reportText":
    "Cloro, pH, alcalinidad y las demás lecturas, además de los químicos agregados y las tareas hechas, el mismo día.",
  "common.site.homeowners.photosTitle": "Fotos de su piscina",
  "common.site.homeowners.photosText":
    "Vea lo que vio su técnico: el agua, el área de equipos y todo lo que necesite atención.",
  "common.site.homeowners.invoicesTitle": "Facturas en un solo lugar",
  "common.site.homeowners.invoicesText":
    "Todas las facturas de su empresa de piscinas, lo pagado y lo pendiente, y pagos con tarjeta cuando su empresa los acepta.",
  "common.site.homeowners.messagesTitle": "Mensajes",
  "common.site.homeowners.messagesText":
    "Haga una pregunta o informe un problema a su empresa de piscinas, con toda la conversación en un solo lugar.",
  "common.site.homeowners.equipmentTitle": "Sus equipos",
  "common.site.homeowners.equipmentText":
    "La bomba, el filtro, el calentador y los demás equipos de su piscina, con su historial de reparaciones y servicio.",
  "common.site.homeowners.freeTitle": "Gratis para dueños de piscina",
  "common.site.homeowners.freeText":
    "Una cuenta de dueño de piscina no cuesta nada. Su empresa de piscinas paga Drip Drop, o lo opera por su cuenta.",
  "common.site.homeowners.title": "Sepa qué pasa en su piscina",
  "common.site.homeowners.intro":
    "Cuando su empresa de piscinas usa Drip Drop, usted recibe un reporte después de cada visita, sus facturas y una línea directa con las personas que cuidan su piscina.",
  "common.site.homeowners.createAccount": "Crear una cuenta de dueño de piscina",
  "common.site.homeowners.haveCode": "Tengo un código de invitación",
  "common.site.homeowners.whatHeading": "Lo que obtiene",
  "common.site.homeowners.howHeading": "Cómo empezar",
  "common.site.homeowners.step1": "Pida un código de invitación a su empresa de piscinas.",
  "common.site.homeowners.step2":
    "Cree una cuenta de dueño de piscina con su nombre y su correo electrónico.",
  "common.site.homeowners.step3":
    "Ingrese el código de invitación para vincular su cuenta con su empresa de piscinas.",
  "common.site.homeowners.step4": "Sus piscinas, reportes y facturas aparecen en su panel.",
  "common.site.homeowners.notYet":
    "¿Su empresa de piscinas todavía no usa Drip Drop? Cuénteles: es gratis si lo operan ellos mismos, y el servicio alojado es gratis para empresas pequeñas.",
  "common.site.homeowners.redeem": "Canjear un código de invitación",
  "common.site.homeowners.signIn": "Iniciar sesión",

  // The contact page (routes/public/contact.tsx).
  "common.site.contact.sent": "Gracias: su mensaje fue enviado. Respondemos en un día hábil.",
  "common.site.contact.chooseTopic": "Elija un tema",
  "common.site.contact.topicCompany": "Tengo una empresa de mantenimiento de piscinas",
  "common.site.contact.topicHomeowner": "Tengo una piscina",
  "common.site.contact.topicSupport": "Ayuda con Drip Drop",
  "common.site.contact.topicOther": "Otra cosa",
  "common.site.contact.title": "Contáctenos",
  "common.site.contact.intro":
    "Preguntas sobre Drip Drop, ayuda con su cuenta o una función que su empresa necesita: escríbanos y le responderá una persona.",
  "common.site.contact.sentTitle": "Mensaje enviado",
  "common.site.contact.name": "Nombre",
  "common.site.contact.email": "Correo electrónico",
  "common.site.contact.topic": "Tema",
  "common.site.contact.message": "Mensaje",
  "common.site.contact.send": "Enviar mensaje",
  "common.site.contact.whenHeading": "Cuándo respondemos",
  "common.site.contact.whenText": "Respondemos cada mensaje en un día hábil, por correo electrónico.",
  "common.site.contact.customerHeading": "¿Ya es cliente de una empresa de piscinas?",
  "common.site.contact.customerText":
    "Es mejor enviar las preguntas sobre su piscina, una visita o una factura a su empresa de piscinas desde su panel de Drip Drop.",
  "common.site.contact.selfHeading": "¿Lo opera usted mismo?",
  "common.site.contact.selfText":
    "Elija «Ayuda con Drip Drop» como tema e indíquenos su versión y su base de datos (integrada o PostgreSQL).",

  // The questions and answers page (routes/public/info.tsx).
  "common.site.info.startedTitle": "Primeros pasos",
  "common.site.info.laptopQ": "¿Puedo usar Drip Drop en mi propia laptop?",
  "common.site.info.laptopA":
    "Sí. Instale Node.js 24, descargue el código fuente y ejecute {install} en su carpeta. Drip Drop se abre entonces en {address} con una base de datos integrada guardada en la carpeta {folder}, así que no hace falta instalar nada más.",
  "common.site.info.postgresQ": "¿Puedo usar PostgreSQL?",
  "common.site.info.postgresA":
    "Sí. Defina la variable de entorno {variable} con la cadena de conexión de su PostgreSQL antes de iniciar Drip Drop. La base de datos integrada sirve para probarlo y para empresas pequeñas; PostgreSQL es la mejor opción para un servidor compartido por todo un equipo.",
  "common.site.info.importQ": "¿Puedo traer a mis clientes desde una hoja de cálculo u otra herramienta?",
  "common.site.info.importA":
    "Sí. Los clientes, los lugares de servicio y las piscinas se pueden importar desde archivos CSV. La mayoría de las herramientas para empresas de piscinas pueden exportar una lista de clientes como CSV, y usted puede exportar sus datos de Drip Drop como CSV en cualquier momento.",
  "common.site.info.pricingQ": "¿Cuánto cuesta?",
  "common.site.info.pricingA":
    "Operarlo usted mismo es gratis. El servicio alojado es gratis hasta 50 piscinas; después cuesta US$49 al mes por empresa más US$1 por piscina activa. La {plans} tiene los detalles.",
  "common.site.info.plansPage": "página de planes",
  "common.site.info.usingTitle": "Uso de Drip Drop",
  "common.site.info.lsiQ": "¿Qué es el LSI?",
  "common.site.info.lsiA":
    "El índice de saturación de Langelier indica si el agua de la piscina tenderá a disolver el revestimiento y corroer el metal (negativo) o a dejar incrustaciones (positivo). Se calcula a partir del pH, la temperatura, la dureza cálcica, la alcalinidad total, el ácido cianúrico y los sólidos disueltos; un valor entre aproximadamente -0.3 y +0.3 se considera equilibrado. Drip Drop también muestra el índice de saturación de calcita (CSI) y sugiere dosis para llevar el agua al rango.",
  "common.site.info.phonesQ": "¿Los técnicos pueden usarlo en sus teléfonos?",
  "common.site.info.phonesA":
    "Sí. Drip Drop funciona en el navegador web del teléfono, así que no hay que instalar ninguna aplicación. El técnico ve la ruta del día, abre cada parada, ingresa lecturas y dosis, marca las tareas y agrega fotos. El reporte de servicio se envía cuando se termina la parada.",
  "common.site.info.paymentsQ": "¿Cómo pagan los clientes?",
  "common.site.info.paymentsA":
    "Una empresa puede conectar su propia cuenta de Stripe, de modo que los pagos con tarjeta van directo a la empresa y Drip Drop nunca retiene el dinero. Las empresas que no usan Stripe pueden registrar a mano pagos en efectivo y con cheque en cada factura.",
  "common.site.info.ownersTitle": "Dueños de piscina y datos",
  "common.site.info.ownersQ": "¿Cómo obtiene acceso un dueño de piscina?",
  "common.site.info.ownersA":
    "Su empresa de piscinas le da un código de invitación. Cree una cuenta y luego ingrese el código en la página para {redeem}. Su cuenta queda vinculada a su empresa, y usted ve sus reportes de servicio, facturas, mensajes y equipos.",
  "common.site.info.redeemLink": "canjear el código de invitación",
  "common.site.info.dataQ": "¿Qué datos guarda Drip Drop?",
  "common.site.info.dataA":
    "Los nombres, correos electrónicos y roles de las personas con cuenta; los clientes, direcciones de servicio, piscinas y equipos de una empresa; las rutas y paradas de servicio; las lecturas del agua, los químicos agregados y las fotos; y las facturas y registros de pago. Drip Drop nunca guarda números de tarjeta: quedan en Stripe.",
  "common.site.info.privacyQ": "¿Quién puede ver los datos de mi empresa?",
  "common.site.info.privacyA":
    "Solo las personas de su empresa, cada una limitada por su rol: el Dueño ve todo, el personal de Oficina maneja clientes, programación y facturación, y los Técnicos ven los clientes y las paradas que atienden. Un dueño de piscina solo ve sus propias piscinas, reportes y facturas.",
  "common.site.info.title": "Preguntas y respuestas",
  "common.site.info.intro": "Cómo funciona Drip Drop, cómo operarlo y cuánto cuesta.",
  "common.site.info.stillHeading": "¿Todavía tiene una pregunta?",
  "common.site.info.contactUs": "Contáctenos",
  "common.site.info.seePlans": "Ver los planes",
  "common.profile.title": "Su perfil",
  "common.profile.companyDescription": "Cómo lo ven su equipo y sus clientes.",
  "common.profile.photoAlt": "Su foto",
  "common.profile.firstName": "Nombre",
  "common.profile.lastName": "Apellido",
  "common.profile.phone": "Teléfono",
  "common.profile.photo": "Foto",
  "common.profile.photoHelp": "PNG, JPEG, WebP o GIF, hasta 5 MB.",
  "common.profile.removePhoto": "Quitar mi foto",
  "common.profile.save": "Guardar perfil",
  "common.profile.saved": "Perfil guardado.",
  "common.list.all": "Todos",
  "common.list.search": "Buscar",
  "common.list.firstPage": "Primera página",
  "common.list.previousPage": "Página anterior",
  "common.list.nextPage": "Página siguiente",
  "common.list.lastPage": "Última página",
  "common.list.none": "No hay {noun}",
  "common.list.range": "{from}–{to} de {total} {noun}",
  "common.list.pages": "Páginas de {noun}",
  "common.list.exportCsv": "Exportar CSV",

  "common.confirm.close": "Cerrar",
  "common.confirm.cancel": "Cancelar",
  "common.archive.title": "¿Archivar {name}?",
  "common.archive.keepsHistory": "No se borra nada: su historial se conserva y puede restaurarlo más tarde.",
  "common.archive.customer": "Archivar cliente",
  "common.archive.location": "Archivar ubicación",
  "common.archive.bodyOfWater": "Archivar piscina",
  "common.archive.equipment": "Archivar equipo",
  "common.archive.item": "Archivar artículo",
  "common.archive.taskGroup": "Archivar grupo de tareas",
  "common.archive.vendor": "Archivar proveedor",
  "common.archive.product": "Archivar producto",
  "common.restore.customer": "Restaurar cliente",
  "common.restore.location": "Restaurar ubicación",
  "common.restore.bodyOfWater": "Restaurar piscina",
  "common.restore.equipment": "Restaurar equipo",
  "common.restore.item": "Restaurar artículo",
  "common.restore.taskGroup": "Restaurar grupo de tareas",
  "common.restore.vendor": "Restaurar proveedor",
  "common.restore.product": "Restaurar producto",

  "common.customerPicker.label": "Cliente",
  "common.customerPicker.all": "Todos los clientes",
  "common.customerPicker.searching": "Buscando…",
  "common.customerPicker.noMatch": "Ningún cliente coincide",
  "common.periodPicker.show": "Mostrar",
  "common.targetRange.minimum": "{reading}: mínimo{unit, select, none {} other { ({unit})}}",
  "common.targetRange.maximum": "{reading}: máximo{unit, select, none {} other { ({unit})}}",
  "common.targetRange.noDefault": "sin valor predeterminado",
  "common.importSteps.stepNamed": "Paso {n} de {total}: {step}",
  "common.importSteps.step": "Paso {n} de {total}",

  "common.search.title": "Buscar",
  "common.search.resultsFor": "Resultados para “{q}”",
  "common.search.typeAbove": "Escriba en el cuadro de búsqueda de arriba.",
  "common.search.nothing":
    "Nada coincide con “{q}”. Pruebe con parte de un nombre o una dirección de correo.",

  "common.audit.action": "Acción",
  "common.audit.otherAction": "Otra acción ({action})",

  "common.map.noCoordinates": "Aún no hay coordenadas.",
  "common.map.legend": "Leyenda del mapa",
  "common.map.legendStops": "({count, plural, one {# parada} other {# paradas}})",
  "common.map.legendPlaces": "({count, plural, one {# lugar} other {# lugares}})",
  "common.map.nothing": "No hay nada con coordenadas para mostrar en el mapa.",
  "common.map.status.remaining": "pendiente",
  "common.map.status.inProgress": "en curso",
  "common.map.status.finished": "terminada",
  "common.map.status.skipped": "omitida",
  "common.map.status.cancelled": "cancelada",
  "common.map.roleDescription": "mapa",
  "common.map.leafletTitle": "Una biblioteca de JavaScript para mapas interactivos",
  "common.map.summary":
    "{places, plural, one {# lugar} other {# lugares}} en {routes, plural, one {# ruta} other {# rutas}}; el mapa se carga en el navegador.",
};
