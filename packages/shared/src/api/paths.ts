/**
 * The API's contract as TypeScript types: every path, method, parameter, body and answer the
 * server serves, generated from its OpenAPI document (the routes' zod schemas) by
 * openapi-typescript. Do not edit: change a route's schema, then run `npm run contract`.
 * apps/server/src/contract.test.ts fails while this file is not what the server serves.
 */
export type paths = {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estado del servicio */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "embedded" | "postgres";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configuración pública de la web */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            analytics: {
                                key: string;
                                host: string;
                            } | null;
                            errorReports: {
                                dsn: string;
                                environment: string;
                                release: string;
                            } | null;
                            map: {
                                styleUrl: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sesión actual */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Crear una cuenta */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        email: string;
                        password: string;
                        /** @enum {string} */
                        role: "property_owner" | "professional";
                        /** @enum {boolean} */
                        acceptTerms: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Iniciar sesión */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cerrar sesión en todos los dispositivos */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pedir un enlace para restablecer la contraseña */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Guardar una contraseña nueva con el enlace del correo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cambiar la contraseña */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirmar el correo (enlace del correo de bienvenida) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirmation-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reenviar el correo de confirmación */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mi perfil */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            userId: string;
                            email: string;
                            emailVerified: boolean;
                            /** @enum {string} */
                            role: "property_owner" | "professional";
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            avatar: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            } | null;
                            locationProvince: string | null;
                            locationMunicipality: string | null;
                            locationMunicipalityCode: string | null;
                            /** @enum {string} */
                            language: "es" | "ca" | "gl" | "eu" | "en";
                            verified: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            fieldWorkerProfile: {
                                headline: string | null;
                                bio: string | null;
                                categories: string[];
                                serviceProvinces: string[];
                                travelRadiusKm: number | null;
                                hourlyRateCents: number | null;
                                yearsExperience: number | null;
                                availability: string | null;
                                /** @enum {string} */
                                verificationStatus: "none" | "pending" | "verified" | "rejected";
                                verificationNote: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                completedCount: number;
                                publicPage: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Editar mis datos */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        phone?: string | null;
                        locationProvince?: string | null;
                        locationMunicipality?: string | null;
                        locationMunicipalityCode?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            userId: string;
                            email: string;
                            emailVerified: boolean;
                            /** @enum {string} */
                            role: "property_owner" | "professional";
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            avatar: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            } | null;
                            locationProvince: string | null;
                            locationMunicipality: string | null;
                            locationMunicipalityCode: string | null;
                            /** @enum {string} */
                            language: "es" | "ca" | "gl" | "eu" | "en";
                            verified: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            fieldWorkerProfile: {
                                headline: string | null;
                                bio: string | null;
                                categories: string[];
                                serviceProvinces: string[];
                                travelRadiusKm: number | null;
                                hourlyRateCents: number | null;
                                yearsExperience: number | null;
                                availability: string | null;
                                /** @enum {string} */
                                verificationStatus: "none" | "pending" | "verified" | "rejected";
                                verificationNote: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                completedCount: number;
                                publicPage: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/profile/professional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar mi perfil profesional (solo profesionales) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        headline: string;
                        bio?: string | null;
                        categories: ("desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros")[];
                        serviceProvinces: string[];
                        travelRadiusKm?: number | null;
                        hourlyRateCents?: number | null;
                        yearsExperience?: number | null;
                        availability?: string | null;
                        publicPage?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            userId: string;
                            email: string;
                            emailVerified: boolean;
                            /** @enum {string} */
                            role: "property_owner" | "professional";
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            avatar: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            } | null;
                            locationProvince: string | null;
                            locationMunicipality: string | null;
                            locationMunicipalityCode: string | null;
                            /** @enum {string} */
                            language: "es" | "ca" | "gl" | "eu" | "en";
                            verified: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            fieldWorkerProfile: {
                                headline: string | null;
                                bio: string | null;
                                categories: string[];
                                serviceProvinces: string[];
                                travelRadiusKm: number | null;
                                hourlyRateCents: number | null;
                                yearsExperience: number | null;
                                availability: string | null;
                                /** @enum {string} */
                                verificationStatus: "none" | "pending" | "verified" | "rejected";
                                verificationNote: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                completedCount: number;
                                publicPage: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Elegir mi idioma ('Idioma') */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        language: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            userId: string;
                            email: string;
                            emailVerified: boolean;
                            /** @enum {string} */
                            role: "property_owner" | "professional";
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            avatar: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            } | null;
                            locationProvince: string | null;
                            locationMunicipality: string | null;
                            locationMunicipalityCode: string | null;
                            /** @enum {string} */
                            language: "es" | "ca" | "gl" | "eu" | "en";
                            verified: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            fieldWorkerProfile: {
                                headline: string | null;
                                bio: string | null;
                                categories: string[];
                                serviceProvinces: string[];
                                travelRadiusKm: number | null;
                                hourlyRateCents: number | null;
                                yearsExperience: number | null;
                                availability: string | null;
                                /** @enum {string} */
                                verificationStatus: "none" | "pending" | "verified" | "rejected";
                                verificationNote: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                completedCount: number;
                                publicPage: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Poner o quitar mi foto de perfil (una foto subida con purpose=avatar, o null) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        imageId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            userId: string;
                            email: string;
                            emailVerified: boolean;
                            /** @enum {string} */
                            role: "property_owner" | "professional";
                            firstName: string;
                            lastName: string;
                            phone: string | null;
                            avatarUrl: string | null;
                            avatar: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            } | null;
                            locationProvince: string | null;
                            locationMunicipality: string | null;
                            locationMunicipalityCode: string | null;
                            /** @enum {string} */
                            language: "es" | "ca" | "gl" | "eu" | "en";
                            verified: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                            updatedAt: string;
                            fieldWorkerProfile: {
                                headline: string | null;
                                bio: string | null;
                                categories: string[];
                                serviceProvinces: string[];
                                travelRadiusKm: number | null;
                                hourlyRateCents: number | null;
                                yearsExperience: number | null;
                                availability: string | null;
                                /** @enum {string} */
                                verificationStatus: "none" | "pending" | "verified" | "rejected";
                                verificationNote: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                completedCount: number;
                                publicPage: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descargar todos mis datos (JSON) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Eliminar mi cuenta (con mi contraseña) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registro de acciones de administración, filtrable por administrador, acción, tabla y fecha */
        get: {
            parameters: {
                query?: {
                    admin?: string;
                    action?: string;
                    table?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                adminId: string | null;
                                actor: string;
                                actionName: string;
                                targetTableName: string;
                                targetRecordId: string | null;
                                oldData: unknown;
                                newData: unknown;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** log_admin_action: anotar una acción de administración */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        action_name: string;
                        target_table_name: string;
                        target_record_id?: string | null;
                        old_data?: string | null;
                        new_data?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cifras del panel de administración */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                owners: number;
                                professionals: number;
                                admins: number;
                                suspended: number;
                                pendingVerification: number;
                            };
                            signupsByWeek: {
                                week: string;
                                owners: number;
                                professionals: number;
                            }[];
                            tasksByStatus: {
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                count: number;
                            }[];
                            applications: {
                                total: number;
                                accepted: number;
                                pending: number;
                            };
                            completionRate: number | null;
                            paymentsByMonth: {
                                month: string;
                                heldCents: number;
                                releasedCents: number;
                                refundedCents: number;
                                feesCents: number;
                            }[];
                            latestActions: {
                                id: string;
                                adminId: string | null;
                                actor: string;
                                actionName: string;
                                targetTableName: string;
                                targetRecordId: string | null;
                                oldData: unknown;
                                newData: unknown;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuarios */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                    pageSize?: number;
                    sort?: "recent" | "oldest" | "name";
                    role?: "property_owner" | "professional";
                    verified?: "true" | "false";
                    admin?: "true" | "false";
                    suspended?: "true" | "false";
                    verification?: "none" | "pending" | "verified" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                profileId: string;
                                userId: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                role: "property_owner" | "professional";
                                isAdmin: boolean;
                                verified: boolean;
                                /** @enum {string|null} */
                                verificationStatus: "none" | "pending" | "verified" | "rejected" | null;
                                suspendedAt: string | null;
                                province: string | null;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ficha de un usuario */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                profileId: string;
                                userId: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                role: "property_owner" | "professional";
                                isAdmin: boolean;
                                verified: boolean;
                                /** @enum {string|null} */
                                verificationStatus: "none" | "pending" | "verified" | "rejected" | null;
                                suspendedAt: string | null;
                                province: string | null;
                                createdAt: string;
                            };
                            phone: string | null;
                            verification: {
                                /** @enum {string} */
                                status: "none" | "pending" | "verified" | "rejected";
                                note: string | null;
                                documents: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "dni" | "autonomo" | "seguro" | "certificado";
                                    originalName: string;
                                    mimeType: string;
                                    bytes: number;
                                    createdAt: string;
                                }[];
                            } | null;
                            tasks: {
                                id: string;
                                title: string;
                                excerpt: string;
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                /** @enum {string} */
                                urgency: "low" | "normal" | "high" | "urgent";
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                dueDate: string | null;
                                recurring: boolean;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                province: string;
                                municipality: string;
                                publishedAt: string | null;
                                createdAt: string;
                                ownerFirstName: string;
                                thumbUrl: string | null;
                                propertyName: string | null;
                                pendingApplications: number | null;
                                agreedPriceCents: number | null;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                distanceKm: number | null;
                            }[];
                            applications: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                status: string;
                                priceCents: number;
                                createdAt: string;
                            }[];
                            payments: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                amountCents: number;
                                workCents: number;
                                travelCents: number;
                                feeCents: number;
                                netCents: number;
                                feeRateBps: number;
                                reference: string | null;
                                testMode: boolean;
                                failureReason: string | null;
                                checkout: {
                                    clientSecret: string;
                                } | null;
                                feeSettled: boolean;
                                payer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                payee: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                                heldAt: string | null;
                                releasedAt: string | null;
                                refundedAt: string | null;
                            }[];
                            reviewsReceived: {
                                id: string;
                                rating: number;
                                comment: string | null;
                                publishedAt: string | null;
                                taskTitle: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verificar a un profesional */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}/reject-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rechazar la verificación con un motivo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}/unverify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quitar la verificación */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}/grant-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hacer administrador */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}/revoke-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quitar permisos de administrador (nunca al último) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspender una cuenta */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{profileId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivar una cuenta */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tareas */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                    pageSize?: number;
                    sort?: "recent" | "oldest" | "title" | "start";
                    status?: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                    category?: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                    province?: string;
                    owner?: string;
                    hidden?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                province: string;
                                municipality: string;
                                ownerId: string;
                                ownerName: string;
                                ownerEmail: string;
                                hiddenAt: string | null;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks/{taskId}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ocultar una tarea de la búsqueda */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks/{taskId}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Volver a mostrar una tarea */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks/{taskId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancelar una tarea con un motivo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Propiedades */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                    pageSize?: number;
                    sort?: "recent" | "oldest" | "name";
                    province?: string;
                    archived?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                kind: string;
                                province: string;
                                municipality: string;
                                ownerId: string;
                                ownerName: string;
                                ownerEmail: string;
                                taskCount: number;
                                archivedAt: string | null;
                                createdAt: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties/{propertyId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archivar una propiedad */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties/{propertyId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recuperar una propiedad archivada */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pagos */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                    pageSize?: number;
                    sort?: "recent" | "oldest" | "amount";
                    status?: "pending" | "held" | "released" | "refunded" | "failed";
                    method?: "card" | "transfer" | "bizum";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                amountCents: number;
                                workCents: number;
                                travelCents: number;
                                feeCents: number;
                                netCents: number;
                                feeRateBps: number;
                                reference: string | null;
                                testMode: boolean;
                                failureReason: string | null;
                                checkout: {
                                    clientSecret: string;
                                } | null;
                                feeSettled: boolean;
                                payer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                payee: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                                heldAt: string | null;
                                releasedAt: string | null;
                                refundedAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{paymentId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Liberar un pago retenido */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{paymentId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reembolsar un pago retenido */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subir fotos (multipart: campo purpose y uno o varios campos file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}/display": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una foto (WebP) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}/thumb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La miniatura de una foto (WebP) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empezar una subida reanudable (tus: Upload-Length y Upload-Metadata con purpose y filename en base64) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            offset: number;
                            length: number;
                            expiresAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancelar una subida (se borra lo recibido) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sin cuerpo: Upload-Offset y Upload-Expires en las cabeceras */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Enviar bytes de una subida desde Upload-Offset (cuerpo application/offset+octet-stream) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sin cuerpo: Upload-Offset y Upload-Expires en las cabeceras */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/uploads/{id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convertir una subida completa en foto (la misma respuesta que POST /api/images) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/municipalities/{province}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Municipios de una provincia (INE) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    province: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis propiedades */
        get: {
            parameters: {
                query?: {
                    archived?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                                province: string;
                                municipalityCode: string | null;
                                municipality: string;
                                address: string | null;
                                cadastralRef: string | null;
                                poligono: string | null;
                                parcela: string | null;
                                sizeHa: number | null;
                                description: string | null;
                                accessNotes: string | null;
                                /** @enum {string|null} */
                                accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                                /** @enum {string|null} */
                                accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                                accessKeys: string | null;
                                needs4x4: boolean;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                archivedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                                taskCount: number;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Registrar una propiedad */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                        province: string;
                        municipalityCode: string;
                        address?: string | null;
                        cadastralRef?: string | null;
                        poligono?: string | null;
                        parcela?: string | null;
                        sizeHa?: number | null;
                        description?: string | null;
                        accessNotes?: string | null;
                        /** @enum {string|null} */
                        accessTrack?: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                        /** @enum {string|null} */
                        accessGate?: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                        accessKeys?: string | null;
                        /** @default false */
                        needs4x4?: boolean;
                        point?: {
                            lat: number;
                            lon: number;
                        } | null;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                            province: string;
                            municipalityCode: string | null;
                            municipality: string;
                            address: string | null;
                            cadastralRef: string | null;
                            poligono: string | null;
                            parcela: string | null;
                            sizeHa: number | null;
                            description: string | null;
                            accessNotes: string | null;
                            /** @enum {string|null} */
                            accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                            /** @enum {string|null} */
                            accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                            accessKeys: string | null;
                            needs4x4: boolean;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            taskCount: number;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una de mis propiedades */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                            province: string;
                            municipalityCode: string | null;
                            municipality: string;
                            address: string | null;
                            cadastralRef: string | null;
                            poligono: string | null;
                            parcela: string | null;
                            sizeHa: number | null;
                            description: string | null;
                            accessNotes: string | null;
                            /** @enum {string|null} */
                            accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                            /** @enum {string|null} */
                            accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                            accessKeys: string | null;
                            needs4x4: boolean;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            taskCount: number;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                        };
                    };
                };
            };
        };
        /** Editar una propiedad */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                        province: string;
                        municipalityCode: string;
                        address?: string | null;
                        cadastralRef?: string | null;
                        poligono?: string | null;
                        parcela?: string | null;
                        sizeHa?: number | null;
                        description?: string | null;
                        accessNotes?: string | null;
                        /** @enum {string|null} */
                        accessTrack?: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                        /** @enum {string|null} */
                        accessGate?: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                        accessKeys?: string | null;
                        /** @default false */
                        needs4x4?: boolean;
                        point?: {
                            lat: number;
                            lon: number;
                        } | null;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                            province: string;
                            municipalityCode: string | null;
                            municipality: string;
                            address: string | null;
                            cadastralRef: string | null;
                            poligono: string | null;
                            parcela: string | null;
                            sizeHa: number | null;
                            description: string | null;
                            accessNotes: string | null;
                            /** @enum {string|null} */
                            accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                            /** @enum {string|null} */
                            accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                            accessKeys: string | null;
                            needs4x4: boolean;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            taskCount: number;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Borrar una propiedad sin tareas */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{propertyId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archivar una propiedad */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                            province: string;
                            municipalityCode: string | null;
                            municipality: string;
                            address: string | null;
                            cadastralRef: string | null;
                            poligono: string | null;
                            parcela: string | null;
                            sizeHa: number | null;
                            description: string | null;
                            accessNotes: string | null;
                            /** @enum {string|null} */
                            accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                            /** @enum {string|null} */
                            accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                            accessKeys: string | null;
                            needs4x4: boolean;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            taskCount: number;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{propertyId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recuperar una propiedad archivada */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "finca_rustica" | "casa_de_campo" | "cortijo" | "masia" | "huerta" | "olivar" | "vinedo" | "granja" | "parcela" | "otra";
                            province: string;
                            municipalityCode: string | null;
                            municipality: string;
                            address: string | null;
                            cadastralRef: string | null;
                            poligono: string | null;
                            parcela: string | null;
                            sizeHa: number | null;
                            description: string | null;
                            accessNotes: string | null;
                            /** @enum {string|null} */
                            accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                            /** @enum {string|null} */
                            accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                            accessKeys: string | null;
                            needs4x4: boolean;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            taskCount: number;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buscar tareas abiertas (búsqueda en español, filtros, orden, páginas por cursor) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    province?: string;
                    category?: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                    urgency?: "low" | "normal" | "high" | "urgent";
                    budgetMin?: number;
                    budgetMax?: number;
                    startFrom?: string;
                    startTo?: string;
                    sort?: "newest" | "budget" | "start" | "nearest";
                    near?: string;
                    radiusKm?: number;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                title: string;
                                excerpt: string;
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                /** @enum {string} */
                                urgency: "low" | "normal" | "high" | "urgent";
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                dueDate: string | null;
                                recurring: boolean;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                province: string;
                                municipality: string;
                                publishedAt: string | null;
                                createdAt: string;
                                ownerFirstName: string;
                                thumbUrl: string | null;
                                propertyName: string | null;
                                pendingApplications: number | null;
                                agreedPriceCents: number | null;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                distanceKm: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Crear una tarea (borrador o publicada) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        propertyId: string;
                        /** @enum {string} */
                        category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                        /** @enum {string} */
                        urgency: "low" | "normal" | "high" | "urgent";
                        title: string;
                        /** @default  */
                        description?: string;
                        budgetMinCents?: number | null;
                        budgetMaxCents?: number | null;
                        preferredStartDate?: string | null;
                        dueDate?: string | null;
                        /** @default [] */
                        photoIds?: string[];
                        recurrence?: ({
                            /** @enum {string} */
                            kind: "yearly_month";
                            month: number;
                        } | {
                            /** @enum {string} */
                            kind: "yearly_season";
                            /** @enum {string} */
                            season: "primavera" | "verano" | "otono" | "invierno";
                        } | {
                            /** @enum {string} */
                            kind: "every_months";
                            interval: number;
                        } | {
                            /** @enum {string} */
                            kind: "every_weeks";
                            interval: number;
                        }) | null;
                        /** @default false */
                        publish?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                            /** @enum {string} */
                            urgency: "low" | "normal" | "high" | "urgent";
                            budgetMinCents: number | null;
                            budgetMaxCents: number | null;
                            preferredStartDate: string | null;
                            dueDate: string | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                            province: string;
                            municipality: string;
                            timeZone: string;
                            series: {
                                id: string;
                                /** @enum {string} */
                                kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                                rule: {
                                    /** @enum {string} */
                                    kind: "yearly_month";
                                    month: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "yearly_season";
                                    /** @enum {string} */
                                    season: "primavera" | "verano" | "otono" | "invierno";
                                } | {
                                    /** @enum {string} */
                                    kind: "every_months";
                                    interval: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "every_weeks";
                                    interval: number;
                                };
                                label: string;
                                /** @enum {string} */
                                status: "active" | "paused" | "ended";
                                nextDueDate: string | null;
                                nextPublishDate: string | null;
                                occurrences: number;
                            } | null;
                            recurring: boolean;
                            reservedUntil: string | null;
                            cancelReason: string | null;
                            agreedPriceCents: number | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            assignedProfessional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            } | null;
                            property: {
                                id: string;
                                name: string;
                                kind: string;
                                address: string | null;
                                cadastralRef: string | null;
                                poligono: string | null;
                                parcela: string | null;
                                accessNotes: string | null;
                                /** @enum {string|null} */
                                accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                                /** @enum {string|null} */
                                accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                                accessKeys: string | null;
                                needs4x4: boolean | null;
                            };
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                isAssignedProfessional: boolean;
                                canEdit: boolean;
                                canCancel: boolean;
                                canPublish: boolean;
                            };
                            pendingApplications: number | null;
                            payment: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                            } | null;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            exactPoint: {
                                lat: number;
                                lon: number;
                            } | null;
                            distanceKm: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis tareas (propietario) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                title: string;
                                excerpt: string;
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                /** @enum {string} */
                                urgency: "low" | "normal" | "high" | "urgent";
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                dueDate: string | null;
                                recurring: boolean;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                province: string;
                                municipality: string;
                                publishedAt: string | null;
                                createdAt: string;
                                ownerFirstName: string;
                                thumbUrl: string | null;
                                propertyName: string | null;
                                pendingApplications: number | null;
                                agreedPriceCents: number | null;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                distanceKm: number | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalle de una tarea */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                            /** @enum {string} */
                            urgency: "low" | "normal" | "high" | "urgent";
                            budgetMinCents: number | null;
                            budgetMaxCents: number | null;
                            preferredStartDate: string | null;
                            dueDate: string | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                            province: string;
                            municipality: string;
                            timeZone: string;
                            series: {
                                id: string;
                                /** @enum {string} */
                                kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                                rule: {
                                    /** @enum {string} */
                                    kind: "yearly_month";
                                    month: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "yearly_season";
                                    /** @enum {string} */
                                    season: "primavera" | "verano" | "otono" | "invierno";
                                } | {
                                    /** @enum {string} */
                                    kind: "every_months";
                                    interval: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "every_weeks";
                                    interval: number;
                                };
                                label: string;
                                /** @enum {string} */
                                status: "active" | "paused" | "ended";
                                nextDueDate: string | null;
                                nextPublishDate: string | null;
                                occurrences: number;
                            } | null;
                            recurring: boolean;
                            reservedUntil: string | null;
                            cancelReason: string | null;
                            agreedPriceCents: number | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            assignedProfessional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            } | null;
                            property: {
                                id: string;
                                name: string;
                                kind: string;
                                address: string | null;
                                cadastralRef: string | null;
                                poligono: string | null;
                                parcela: string | null;
                                accessNotes: string | null;
                                /** @enum {string|null} */
                                accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                                /** @enum {string|null} */
                                accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                                accessKeys: string | null;
                                needs4x4: boolean | null;
                            };
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                isAssignedProfessional: boolean;
                                canEdit: boolean;
                                canCancel: boolean;
                                canPublish: boolean;
                            };
                            pendingApplications: number | null;
                            payment: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                            } | null;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            exactPoint: {
                                lat: number;
                                lon: number;
                            } | null;
                            distanceKm: number | null;
                        };
                    };
                };
            };
        };
        /** Editar una tarea en borrador o abierta */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        propertyId: string;
                        /** @enum {string} */
                        category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                        /** @enum {string} */
                        urgency: "low" | "normal" | "high" | "urgent";
                        title: string;
                        /** @default  */
                        description?: string;
                        budgetMinCents?: number | null;
                        budgetMaxCents?: number | null;
                        preferredStartDate?: string | null;
                        dueDate?: string | null;
                        /** @default [] */
                        photoIds?: string[];
                        recurrence?: ({
                            /** @enum {string} */
                            kind: "yearly_month";
                            month: number;
                        } | {
                            /** @enum {string} */
                            kind: "yearly_season";
                            /** @enum {string} */
                            season: "primavera" | "verano" | "otono" | "invierno";
                        } | {
                            /** @enum {string} */
                            kind: "every_months";
                            interval: number;
                        } | {
                            /** @enum {string} */
                            kind: "every_weeks";
                            interval: number;
                        }) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                            /** @enum {string} */
                            urgency: "low" | "normal" | "high" | "urgent";
                            budgetMinCents: number | null;
                            budgetMaxCents: number | null;
                            preferredStartDate: string | null;
                            dueDate: string | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                            province: string;
                            municipality: string;
                            timeZone: string;
                            series: {
                                id: string;
                                /** @enum {string} */
                                kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                                rule: {
                                    /** @enum {string} */
                                    kind: "yearly_month";
                                    month: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "yearly_season";
                                    /** @enum {string} */
                                    season: "primavera" | "verano" | "otono" | "invierno";
                                } | {
                                    /** @enum {string} */
                                    kind: "every_months";
                                    interval: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "every_weeks";
                                    interval: number;
                                };
                                label: string;
                                /** @enum {string} */
                                status: "active" | "paused" | "ended";
                                nextDueDate: string | null;
                                nextPublishDate: string | null;
                                occurrences: number;
                            } | null;
                            recurring: boolean;
                            reservedUntil: string | null;
                            cancelReason: string | null;
                            agreedPriceCents: number | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            assignedProfessional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            } | null;
                            property: {
                                id: string;
                                name: string;
                                kind: string;
                                address: string | null;
                                cadastralRef: string | null;
                                poligono: string | null;
                                parcela: string | null;
                                accessNotes: string | null;
                                /** @enum {string|null} */
                                accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                                /** @enum {string|null} */
                                accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                                accessKeys: string | null;
                                needs4x4: boolean | null;
                            };
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                isAssignedProfessional: boolean;
                                canEdit: boolean;
                                canCancel: boolean;
                                canPublish: boolean;
                            };
                            pendingApplications: number | null;
                            payment: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                            } | null;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            exactPoint: {
                                lat: number;
                                lon: number;
                            } | null;
                            distanceKm: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publicar un borrador */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                            /** @enum {string} */
                            urgency: "low" | "normal" | "high" | "urgent";
                            budgetMinCents: number | null;
                            budgetMaxCents: number | null;
                            preferredStartDate: string | null;
                            dueDate: string | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                            province: string;
                            municipality: string;
                            timeZone: string;
                            series: {
                                id: string;
                                /** @enum {string} */
                                kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                                rule: {
                                    /** @enum {string} */
                                    kind: "yearly_month";
                                    month: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "yearly_season";
                                    /** @enum {string} */
                                    season: "primavera" | "verano" | "otono" | "invierno";
                                } | {
                                    /** @enum {string} */
                                    kind: "every_months";
                                    interval: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "every_weeks";
                                    interval: number;
                                };
                                label: string;
                                /** @enum {string} */
                                status: "active" | "paused" | "ended";
                                nextDueDate: string | null;
                                nextPublishDate: string | null;
                                occurrences: number;
                            } | null;
                            recurring: boolean;
                            reservedUntil: string | null;
                            cancelReason: string | null;
                            agreedPriceCents: number | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            assignedProfessional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            } | null;
                            property: {
                                id: string;
                                name: string;
                                kind: string;
                                address: string | null;
                                cadastralRef: string | null;
                                poligono: string | null;
                                parcela: string | null;
                                accessNotes: string | null;
                                /** @enum {string|null} */
                                accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                                /** @enum {string|null} */
                                accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                                accessKeys: string | null;
                                needs4x4: boolean | null;
                            };
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                isAssignedProfessional: boolean;
                                canEdit: boolean;
                                canCancel: boolean;
                                canPublish: boolean;
                            };
                            pendingApplications: number | null;
                            payment: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                            } | null;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            exactPoint: {
                                lat: number;
                                lon: number;
                            } | null;
                            distanceKm: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancelar una tarea con un motivo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                            /** @enum {string} */
                            urgency: "low" | "normal" | "high" | "urgent";
                            budgetMinCents: number | null;
                            budgetMaxCents: number | null;
                            preferredStartDate: string | null;
                            dueDate: string | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                            province: string;
                            municipality: string;
                            timeZone: string;
                            series: {
                                id: string;
                                /** @enum {string} */
                                kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                                rule: {
                                    /** @enum {string} */
                                    kind: "yearly_month";
                                    month: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "yearly_season";
                                    /** @enum {string} */
                                    season: "primavera" | "verano" | "otono" | "invierno";
                                } | {
                                    /** @enum {string} */
                                    kind: "every_months";
                                    interval: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "every_weeks";
                                    interval: number;
                                };
                                label: string;
                                /** @enum {string} */
                                status: "active" | "paused" | "ended";
                                nextDueDate: string | null;
                                nextPublishDate: string | null;
                                occurrences: number;
                            } | null;
                            recurring: boolean;
                            reservedUntil: string | null;
                            cancelReason: string | null;
                            agreedPriceCents: number | null;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            assignedProfessional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            } | null;
                            property: {
                                id: string;
                                name: string;
                                kind: string;
                                address: string | null;
                                cadastralRef: string | null;
                                poligono: string | null;
                                parcela: string | null;
                                accessNotes: string | null;
                                /** @enum {string|null} */
                                accessTrack: "asfalto" | "grava" | "tierra" | "pista_forestal" | "sin_camino" | null;
                                /** @enum {string|null} */
                                accessGate: "sin_cancela" | "abierta" | "candado" | "mando" | "ganado" | null;
                                accessKeys: string | null;
                                needs4x4: boolean | null;
                            };
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                isAssignedProfessional: boolean;
                                canEdit: boolean;
                                canCancel: boolean;
                                canPublish: boolean;
                            };
                            pendingApplications: number | null;
                            payment: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                            } | null;
                            point: {
                                lat: number;
                                lon: number;
                            } | null;
                            exactPoint: {
                                lat: number;
                                lon: number;
                            } | null;
                            distanceKm: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/series/{seriesId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pausar una serie (no se publican más hasta reanudarla) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    seriesId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                            rule: {
                                /** @enum {string} */
                                kind: "yearly_month";
                                month: number;
                            } | {
                                /** @enum {string} */
                                kind: "yearly_season";
                                /** @enum {string} */
                                season: "primavera" | "verano" | "otono" | "invierno";
                            } | {
                                /** @enum {string} */
                                kind: "every_months";
                                interval: number;
                            } | {
                                /** @enum {string} */
                                kind: "every_weeks";
                                interval: number;
                            };
                            label: string;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            nextDueDate: string | null;
                            nextPublishDate: string | null;
                            occurrences: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/series/{seriesId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reanudar una serie en pausa */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    seriesId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                            rule: {
                                /** @enum {string} */
                                kind: "yearly_month";
                                month: number;
                            } | {
                                /** @enum {string} */
                                kind: "yearly_season";
                                /** @enum {string} */
                                season: "primavera" | "verano" | "otono" | "invierno";
                            } | {
                                /** @enum {string} */
                                kind: "every_months";
                                interval: number;
                            } | {
                                /** @enum {string} */
                                kind: "every_weeks";
                                interval: number;
                            };
                            label: string;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            nextDueDate: string | null;
                            nextPublishDate: string | null;
                            occurrences: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/series/{seriesId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Terminar una serie (las tareas ya publicadas siguen) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    seriesId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "yearly_month" | "yearly_season" | "every_months" | "every_weeks";
                            rule: {
                                /** @enum {string} */
                                kind: "yearly_month";
                                month: number;
                            } | {
                                /** @enum {string} */
                                kind: "yearly_season";
                                /** @enum {string} */
                                season: "primavera" | "verano" | "otono" | "invierno";
                            } | {
                                /** @enum {string} */
                                kind: "every_months";
                                interval: number;
                            } | {
                                /** @enum {string} */
                                kind: "every_weeks";
                                interval: number;
                            };
                            label: string;
                            /** @enum {string} */
                            status: "active" | "paused" | "ended";
                            nextDueDate: string | null;
                            nextPublishDate: string | null;
                            occurrences: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/apply-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ¿Puedo enviar una solicitud a esta tarea? */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canApply: boolean;
                            reason: string | null;
                            /** @enum {string|null} */
                            reasonCode?: "NOT_PROFESSIONAL" | "OWN_TASK" | "ALREADY_APPLIED" | "NOT_OPEN" | null;
                            myApplication: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected" | "withdrawn";
                                message: string;
                                priceCents: number;
                                travelCents: number;
                                proposedStartDate: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Solicitudes y ofertas de mi tarea */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applications: {
                                id: string;
                                taskId: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected" | "withdrawn";
                                message: string;
                                priceCents: number;
                                travelCents: number;
                                proposedStartDate: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                                professional: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                    completedCount: number;
                                    headline: string | null;
                                };
                            }[];
                            offers: {
                                id: string;
                                taskId: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                                message: string;
                                priceCents: number;
                                travelCents: number;
                                expiresAt: string;
                                createdAt: string;
                                decidedAt: string | null;
                                professional: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                    completedCount: number;
                                    headline: string | null;
                                };
                                owner: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                task: {
                                    id: string;
                                    title: string;
                                    /** @enum {string} */
                                    status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                    municipality: string;
                                    province: string;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Enviar una solicitud */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        priceCents: number;
                        /** @default 0 */
                        travelCents?: number;
                        proposedStartDate?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{applicationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aceptar una solicitud (asigna la tarea) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            taskId: string;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{applicationId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rechazar una solicitud */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{applicationId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retirar mi solicitud */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    applicationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis solicitudes y las ofertas que he recibido */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applications: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected" | "withdrawn";
                                message: string;
                                priceCents: number;
                                travelCents: number;
                                proposedStartDate: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                                task: {
                                    id: string;
                                    title: string;
                                    excerpt: string;
                                    /** @enum {string} */
                                    category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                    /** @enum {string} */
                                    urgency: "low" | "normal" | "high" | "urgent";
                                    budgetMinCents: number | null;
                                    budgetMaxCents: number | null;
                                    preferredStartDate: string | null;
                                    dueDate: string | null;
                                    recurring: boolean;
                                    /** @enum {string} */
                                    status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                    province: string;
                                    municipality: string;
                                    publishedAt: string | null;
                                    createdAt: string;
                                    ownerFirstName: string;
                                    thumbUrl: string | null;
                                    propertyName: string | null;
                                    pendingApplications: number | null;
                                    agreedPriceCents: number | null;
                                    point: {
                                        lat: number;
                                        lon: number;
                                    } | null;
                                    distanceKm: number | null;
                                };
                            }[];
                            offers: {
                                id: string;
                                taskId: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                                message: string;
                                priceCents: number;
                                travelCents: number;
                                expiresAt: string;
                                createdAt: string;
                                decidedAt: string | null;
                                professional: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                    completedCount: number;
                                    headline: string | null;
                                };
                                owner: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                task: {
                                    id: string;
                                    title: string;
                                    /** @enum {string} */
                                    status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                    municipality: string;
                                    province: string;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ofrecer una tarea abierta a un profesional */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        taskId: string;
                        /** Format: uuid */
                        professionalId: string;
                        message: string;
                        priceCents: number;
                        /** @default 0 */
                        travelCents?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            taskId: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                            message: string;
                            priceCents: number;
                            travelCents: number;
                            expiresAt: string;
                            createdAt: string;
                            decidedAt: string | null;
                            professional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                                completedCount: number;
                                headline: string | null;
                            };
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            task: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                municipality: string;
                                province: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{offerId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aceptar una oferta (asigna la tarea) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    offerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            taskId: string;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{offerId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rechazar una oferta */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    offerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{offerId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retirar una oferta pendiente */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    offerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cronología del trabajo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                timeZone: string;
                                finishedAt: string | null;
                                autoCompleteAt: string | null;
                            };
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            professional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            updates: {
                                id: string;
                                /** @enum {string} */
                                kind: "note" | "photo" | "started" | "finished" | "change_requested" | "confirmed";
                                text: string | null;
                                percent: number | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                canStart: boolean;
                                canPost: boolean;
                                canFinish: boolean;
                                canConfirm: boolean;
                                canRequestChanges: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Publicar un avance (profesional) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        text?: string;
                        percent?: number | null;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                timeZone: string;
                                finishedAt: string | null;
                                autoCompleteAt: string | null;
                            };
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            professional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            updates: {
                                id: string;
                                /** @enum {string} */
                                kind: "note" | "photo" | "started" | "finished" | "change_requested" | "confirmed";
                                text: string | null;
                                percent: number | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                canStart: boolean;
                                canPost: boolean;
                                canFinish: boolean;
                                canConfirm: boolean;
                                canRequestChanges: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/progress/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empezar el trabajo (profesional) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                timeZone: string;
                                finishedAt: string | null;
                                autoCompleteAt: string | null;
                            };
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            professional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            updates: {
                                id: string;
                                /** @enum {string} */
                                kind: "note" | "photo" | "started" | "finished" | "change_requested" | "confirmed";
                                text: string | null;
                                percent: number | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                canStart: boolean;
                                canPost: boolean;
                                canFinish: boolean;
                                canConfirm: boolean;
                                canRequestChanges: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/progress/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marcar como terminado (profesional) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        text?: string;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                timeZone: string;
                                finishedAt: string | null;
                                autoCompleteAt: string | null;
                            };
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            professional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            updates: {
                                id: string;
                                /** @enum {string} */
                                kind: "note" | "photo" | "started" | "finished" | "change_requested" | "confirmed";
                                text: string | null;
                                percent: number | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                canStart: boolean;
                                canPost: boolean;
                                canFinish: boolean;
                                canConfirm: boolean;
                                canRequestChanges: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/progress/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmar el trabajo (propietario) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                timeZone: string;
                                finishedAt: string | null;
                                autoCompleteAt: string | null;
                            };
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            professional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            updates: {
                                id: string;
                                /** @enum {string} */
                                kind: "note" | "photo" | "started" | "finished" | "change_requested" | "confirmed";
                                text: string | null;
                                percent: number | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                canStart: boolean;
                                canPost: boolean;
                                canFinish: boolean;
                                canConfirm: boolean;
                                canRequestChanges: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/progress/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pedir cambios (propietario) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: {
                                id: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                timeZone: string;
                                finishedAt: string | null;
                                autoCompleteAt: string | null;
                            };
                            owner: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            professional: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            updates: {
                                id: string;
                                /** @enum {string} */
                                kind: "note" | "photo" | "started" | "finished" | "change_requested" | "confirmed";
                                text: string | null;
                                percent: number | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                            viewer: {
                                isOwner: boolean;
                                canStart: boolean;
                                canPost: boolean;
                                canFinish: boolean;
                                canConfirm: boolean;
                                canRequestChanges: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis conversaciones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                other: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                contextTask: {
                                    id: string;
                                    title: string;
                                } | null;
                                lastMessage: {
                                    body: string;
                                    createdAt: string;
                                    mine: boolean;
                                    hasPhotos: boolean;
                                } | null;
                                unread: number;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Abrir la conversación con alguien (un profesional, la primera vez, desde una tarea) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        withProfileId: string;
                        /** Format: uuid */
                        taskId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            other: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            contextTask: {
                                id: string;
                                title: string;
                            } | null;
                            lastMessage: {
                                body: string;
                                createdAt: string;
                                mine: boolean;
                                hasPhotos: boolean;
                            } | null;
                            unread: number;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mensajes de una conversación (los más recientes primero, por páginas) */
        get: {
            parameters: {
                query?: {
                    before?: string;
                };
                header?: never;
                path: {
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                conversationId: string;
                                senderId: string | null;
                                body: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                task: {
                                    id: string;
                                    title: string;
                                } | null;
                                clientId: string | null;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Enviar un mensaje */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        body?: string;
                        /** @default [] */
                        photoIds?: string[];
                        clientId?: string;
                        /** Format: uuid */
                        taskId?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            conversationId: string;
                            senderId: string | null;
                            body: string;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            task: {
                                id: string;
                                title: string;
                            } | null;
                            clientId: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{conversationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marcar la conversación como leída */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    conversationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis notificaciones, las más recientes primero */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                type: string;
                                title: string;
                                body: string;
                                link: string | null;
                                readAt: string | null;
                                createdAt: string;
                            }[];
                            unread: number;
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cuántas notificaciones sin leer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marcar una como leída */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    notificationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marcar todas como leídas */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Qué avisos me llegan también por correo y al móvil */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: {
                                new_application: boolean;
                                application_accepted: boolean;
                                application_rejected: boolean;
                                application_withdrawn: boolean;
                                new_offer: boolean;
                                offer_accepted: boolean;
                                offer_declined: boolean;
                                offer_cancelled: boolean;
                                offer_expired: boolean;
                                task_cancelled: boolean;
                                series_occurrence: boolean;
                                deadline_approaching: boolean;
                                work_started: boolean;
                                progress_update: boolean;
                                work_finished: boolean;
                                changes_requested: boolean;
                                work_confirmed: boolean;
                                new_message: boolean;
                                payment_received: boolean;
                                payment_released: boolean;
                                payment_refunded: boolean;
                                payment_due: boolean;
                                dispute_opened: boolean;
                                dispute_resolved: boolean;
                                review_received: boolean;
                                task_digest: boolean;
                                verification_changed: boolean;
                            };
                            push: {
                                new_application: boolean;
                                application_accepted: boolean;
                                application_rejected: boolean;
                                application_withdrawn: boolean;
                                new_offer: boolean;
                                offer_accepted: boolean;
                                offer_declined: boolean;
                                offer_cancelled: boolean;
                                offer_expired: boolean;
                                task_cancelled: boolean;
                                series_occurrence: boolean;
                                deadline_approaching: boolean;
                                work_started: boolean;
                                progress_update: boolean;
                                work_finished: boolean;
                                changes_requested: boolean;
                                work_confirmed: boolean;
                                new_message: boolean;
                                payment_received: boolean;
                                payment_released: boolean;
                                payment_refunded: boolean;
                                payment_due: boolean;
                                dispute_opened: boolean;
                                dispute_resolved: boolean;
                                review_received: boolean;
                                task_digest: boolean;
                                verification_changed: boolean;
                            };
                        };
                    };
                };
            };
        };
        /** Cambiar qué avisos llegan por correo y al móvil */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preferences: {
                            new_application: boolean;
                            application_accepted: boolean;
                            application_rejected: boolean;
                            application_withdrawn: boolean;
                            new_offer: boolean;
                            offer_accepted: boolean;
                            offer_declined: boolean;
                            offer_cancelled: boolean;
                            offer_expired: boolean;
                            task_cancelled: boolean;
                            series_occurrence: boolean;
                            deadline_approaching: boolean;
                            work_started: boolean;
                            progress_update: boolean;
                            work_finished: boolean;
                            changes_requested: boolean;
                            work_confirmed: boolean;
                            new_message: boolean;
                            payment_received: boolean;
                            payment_released: boolean;
                            payment_refunded: boolean;
                            payment_due: boolean;
                            dispute_opened: boolean;
                            dispute_resolved: boolean;
                            review_received: boolean;
                            task_digest: boolean;
                            verification_changed: boolean;
                        };
                        push?: {
                            new_application: boolean;
                            application_accepted: boolean;
                            application_rejected: boolean;
                            application_withdrawn: boolean;
                            new_offer: boolean;
                            offer_accepted: boolean;
                            offer_declined: boolean;
                            offer_cancelled: boolean;
                            offer_expired: boolean;
                            task_cancelled: boolean;
                            series_occurrence: boolean;
                            deadline_approaching: boolean;
                            work_started: boolean;
                            progress_update: boolean;
                            work_finished: boolean;
                            changes_requested: boolean;
                            work_confirmed: boolean;
                            new_message: boolean;
                            payment_received: boolean;
                            payment_released: boolean;
                            payment_refunded: boolean;
                            payment_due: boolean;
                            dispute_opened: boolean;
                            dispute_resolved: boolean;
                            review_received: boolean;
                            task_digest: boolean;
                            verification_changed: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: {
                                new_application: boolean;
                                application_accepted: boolean;
                                application_rejected: boolean;
                                application_withdrawn: boolean;
                                new_offer: boolean;
                                offer_accepted: boolean;
                                offer_declined: boolean;
                                offer_cancelled: boolean;
                                offer_expired: boolean;
                                task_cancelled: boolean;
                                series_occurrence: boolean;
                                deadline_approaching: boolean;
                                work_started: boolean;
                                progress_update: boolean;
                                work_finished: boolean;
                                changes_requested: boolean;
                                work_confirmed: boolean;
                                new_message: boolean;
                                payment_received: boolean;
                                payment_released: boolean;
                                payment_refunded: boolean;
                                payment_due: boolean;
                                dispute_opened: boolean;
                                dispute_resolved: boolean;
                                review_received: boolean;
                                task_digest: boolean;
                                verification_changed: boolean;
                            };
                            push: {
                                new_application: boolean;
                                application_accepted: boolean;
                                application_rejected: boolean;
                                application_withdrawn: boolean;
                                new_offer: boolean;
                                offer_accepted: boolean;
                                offer_declined: boolean;
                                offer_cancelled: boolean;
                                offer_expired: boolean;
                                task_cancelled: boolean;
                                series_occurrence: boolean;
                                deadline_approaching: boolean;
                                work_started: boolean;
                                progress_update: boolean;
                                work_finished: boolean;
                                changes_requested: boolean;
                                work_confirmed: boolean;
                                new_message: boolean;
                                payment_received: boolean;
                                payment_released: boolean;
                                payment_refunded: boolean;
                                payment_due: boolean;
                                dispute_opened: boolean;
                                dispute_resolved: boolean;
                                review_received: boolean;
                                task_digest: boolean;
                                verification_changed: boolean;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La clave pública VAPID, para suscribir este dispositivo a los avisos */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            publicKey: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Guardar la suscripción de este dispositivo a los avisos (Avisos en el móvil) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        /** Dejar de recibir avisos en este dispositivo (su endpoint en ?endpoint=) */
        delete: {
            parameters: {
                query: {
                    endpoint: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lo más importante para mí ahora */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            role: "property_owner";
                            propertyCount: number;
                            openTasks: {
                                id: string;
                                title: string;
                                excerpt: string;
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                /** @enum {string} */
                                urgency: "low" | "normal" | "high" | "urgent";
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                dueDate: string | null;
                                recurring: boolean;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                province: string;
                                municipality: string;
                                publishedAt: string | null;
                                createdAt: string;
                                ownerFirstName: string;
                                thumbUrl: string | null;
                                propertyName: string | null;
                                pendingApplications: number | null;
                                agreedPriceCents: number | null;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                distanceKm: number | null;
                            }[];
                            activeTasks: {
                                id: string;
                                title: string;
                                excerpt: string;
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                /** @enum {string} */
                                urgency: "low" | "normal" | "high" | "urgent";
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                dueDate: string | null;
                                recurring: boolean;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                province: string;
                                municipality: string;
                                publishedAt: string | null;
                                createdAt: string;
                                ownerFirstName: string;
                                thumbUrl: string | null;
                                propertyName: string | null;
                                pendingApplications: number | null;
                                agreedPriceCents: number | null;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                distanceKm: number | null;
                            }[];
                            draftCount: number;
                            conversations: {
                                id: string;
                                other: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                contextTask: {
                                    id: string;
                                    title: string;
                                } | null;
                                lastMessage: {
                                    body: string;
                                    createdAt: string;
                                    mine: boolean;
                                    hasPhotos: boolean;
                                } | null;
                                unread: number;
                                updatedAt: string;
                            }[];
                            payments: {
                                due: {
                                    taskId: string;
                                    title: string;
                                    amountCents: number;
                                }[];
                                dueCount: number;
                                dueCents: number;
                                held: {
                                    taskId: string;
                                    title: string;
                                    amountCents: number;
                                    paymentId: string;
                                }[];
                                heldCount: number;
                                heldCents: number;
                            };
                        } | {
                            /** @enum {string} */
                            role: "professional";
                            recommended: {
                                id: string;
                                title: string;
                                excerpt: string;
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                /** @enum {string} */
                                urgency: "low" | "normal" | "high" | "urgent";
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                dueDate: string | null;
                                recurring: boolean;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                province: string;
                                municipality: string;
                                publishedAt: string | null;
                                createdAt: string;
                                ownerFirstName: string;
                                thumbUrl: string | null;
                                propertyName: string | null;
                                pendingApplications: number | null;
                                agreedPriceCents: number | null;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                distanceKm: number | null;
                            }[];
                            profileComplete: boolean;
                            applicationCounts: {
                                pending: number;
                                accepted: number;
                                rejected: number;
                            };
                            pendingOffers: {
                                id: string;
                                taskId: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
                                message: string;
                                priceCents: number;
                                travelCents: number;
                                expiresAt: string;
                                createdAt: string;
                                decidedAt: string | null;
                                professional: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                    completedCount: number;
                                    headline: string | null;
                                };
                                owner: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                task: {
                                    id: string;
                                    title: string;
                                    /** @enum {string} */
                                    status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                    municipality: string;
                                    province: string;
                                };
                            }[];
                            activeTasks: {
                                id: string;
                                title: string;
                                excerpt: string;
                                /** @enum {string} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                                /** @enum {string} */
                                urgency: "low" | "normal" | "high" | "urgent";
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                dueDate: string | null;
                                recurring: boolean;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                province: string;
                                municipality: string;
                                publishedAt: string | null;
                                createdAt: string;
                                ownerFirstName: string;
                                thumbUrl: string | null;
                                propertyName: string | null;
                                pendingApplications: number | null;
                                agreedPriceCents: number | null;
                                point: {
                                    lat: number;
                                    lon: number;
                                } | null;
                                distanceKm: number | null;
                            }[];
                            conversations: {
                                id: string;
                                other: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                contextTask: {
                                    id: string;
                                    title: string;
                                } | null;
                                lastMessage: {
                                    body: string;
                                    createdAt: string;
                                    mine: boolean;
                                    hasPhotos: boolean;
                                } | null;
                                unread: number;
                                updatedAt: string;
                            }[];
                            earnings: {
                                month: string;
                                thisMonthCents: number;
                                heldCents: number;
                                pendingCents: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis pagos (propietario) o cobros (profesional) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            role: "property_owner" | "professional";
                            testMode: boolean;
                            card: ({
                                /** @enum {string} */
                                provider: "pruebas";
                            } | {
                                /** @enum {string} */
                                provider: "stripe";
                                publishableKey: string;
                            }) | null;
                            /** @enum {string|null} */
                            payouts: "none" | "pending" | "verified" | "needs_information" | null;
                            feePercent: number;
                            due: {
                                taskId: string;
                                title: string;
                                /** @enum {string} */
                                status: "draft" | "open" | "assigned" | "in_progress" | "pending_confirmation" | "completed" | "cancelled";
                                professional: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                workCents: number;
                                travelCents: number;
                                amountCents: number;
                                feeCents: number;
                                netCents: number;
                                cardAccepted: boolean;
                            }[];
                            payments: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                /** @enum {string} */
                                method: "card" | "transfer" | "bizum";
                                /** @enum {string} */
                                status: "pending" | "held" | "released" | "refunded" | "failed";
                                amountCents: number;
                                workCents: number;
                                travelCents: number;
                                feeCents: number;
                                netCents: number;
                                feeRateBps: number;
                                reference: string | null;
                                testMode: boolean;
                                failureReason: string | null;
                                checkout: {
                                    clientSecret: string;
                                } | null;
                                feeSettled: boolean;
                                payer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                payee: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                                heldAt: string | null;
                                releasedAt: string | null;
                                refundedAt: string | null;
                            }[];
                            totals: {
                                paidCents: number;
                                heldCents: number;
                                releasedCents: number;
                                pendingCents: number;
                                feeOwedCents: number;
                            };
                            byMonth: {
                                month: string;
                                cents: number;
                                count: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pagar una tarea asignada (con tarjeta: devuelve la clave para el formulario del proveedor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "card" | "transfer" | "bizum";
                        idempotencyKey: string;
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            taskId: string;
                            taskTitle: string;
                            /** @enum {string} */
                            method: "card" | "transfer" | "bizum";
                            /** @enum {string} */
                            status: "pending" | "held" | "released" | "refunded" | "failed";
                            amountCents: number;
                            workCents: number;
                            travelCents: number;
                            feeCents: number;
                            netCents: number;
                            feeRateBps: number;
                            reference: string | null;
                            testMode: boolean;
                            failureReason: string | null;
                            checkout: {
                                clientSecret: string;
                            } | null;
                            feeSettled: boolean;
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            createdAt: string;
                            heldAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un pago (el recibo) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            taskId: string;
                            taskTitle: string;
                            /** @enum {string} */
                            method: "card" | "transfer" | "bizum";
                            /** @enum {string} */
                            status: "pending" | "held" | "released" | "refunded" | "failed";
                            amountCents: number;
                            workCents: number;
                            travelCents: number;
                            feeCents: number;
                            netCents: number;
                            feeRateBps: number;
                            reference: string | null;
                            testMode: boolean;
                            failureReason: string | null;
                            checkout: {
                                clientSecret: string;
                            } | null;
                            feeSettled: boolean;
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            createdAt: string;
                            heldAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comprobar con el proveedor un pago con tarjeta (al volver de su formulario) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            taskId: string;
                            taskTitle: string;
                            /** @enum {string} */
                            method: "card" | "transfer" | "bizum";
                            /** @enum {string} */
                            status: "pending" | "held" | "released" | "refunded" | "failed";
                            amountCents: number;
                            workCents: number;
                            travelCents: number;
                            feeCents: number;
                            netCents: number;
                            feeRateBps: number;
                            reference: string | null;
                            testMode: boolean;
                            failureReason: string | null;
                            checkout: {
                                clientSecret: string;
                            } | null;
                            feeSettled: boolean;
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            createdAt: string;
                            heldAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/confirm-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmar que ha llegado una transferencia o un Bizum */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            taskId: string;
                            taskTitle: string;
                            /** @enum {string} */
                            method: "card" | "transfer" | "bizum";
                            /** @enum {string} */
                            status: "pending" | "held" | "released" | "refunded" | "failed";
                            amountCents: number;
                            workCents: number;
                            travelCents: number;
                            feeCents: number;
                            netCents: number;
                            feeRateBps: number;
                            reference: string | null;
                            testMode: boolean;
                            failureReason: string | null;
                            checkout: {
                                clientSecret: string;
                            } | null;
                            feeSettled: boolean;
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            createdAt: string;
                            heldAt: string | null;
                            releasedAt: string | null;
                            refundedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Configurar cobros con tarjeta: la dirección del alta en el proveedor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payout-account/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Estado de la cuenta de cobros según el proveedor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "none" | "pending" | "verified" | "needs_information";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-provider/charges/{ref}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proveedor de pruebas: confirmar un cobro con una tarjeta de prueba */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ref: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clientSecret: string;
                        /** @enum {string} */
                        paymentMethod: "pm_prueba_visa" | "pm_prueba_rechazada" | "pm_prueba_3ds";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "awaiting_card" | "requires_action" | "held" | "failed";
                            failureReason: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-provider/charges/{ref}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proveedor de pruebas: la confirmación del banco (3-D Secure) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ref: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clientSecret: string;
                        approved: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "awaiting_card" | "requires_action" | "held" | "failed";
                            failureReason: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-provider/charges/{ref}/outside-refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proveedor de pruebas: un reembolso hecho fuera de Faena (el panel del proveedor, un contracargo), y su aviso */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ref: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-provider/accounts/{ref}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proveedor de pruebas: completar el alta de cobros */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ref: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "none" | "pending" | "verified" | "needs_information";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Avisos firmados del proveedor de pagos */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La disputa de un pago (la última) y si se puede abrir una */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                id: string;
                                paymentId: string;
                                taskId: string;
                                taskTitle: string;
                                amountCents: number;
                                /** @enum {string} */
                                status: "open" | "resolved";
                                /** @enum {string|null} */
                                outcome: "release" | "refund" | "split" | null;
                                payeeCents: number | null;
                                payerCents: number | null;
                                decisionNote: string | null;
                                decidedAt: string | null;
                                openedBy: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                payer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                payee: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                statements: {
                                    id: string;
                                    author: {
                                        profileId: string;
                                        firstName: string;
                                        lastName: string | null;
                                        avatarUrl: string | null;
                                        ratingAvg: number | null;
                                        ratingCount: number;
                                        verified: boolean;
                                        phone: string | null;
                                    };
                                    /** @enum {string} */
                                    side: "payer" | "payee";
                                    body: string;
                                    photos: {
                                        id: string;
                                        url: string;
                                        thumbUrl: string;
                                        width: number;
                                        height: number;
                                    }[];
                                    createdAt: string;
                                }[];
                                createdAt: string;
                                viewer: {
                                    canAddStatement: boolean;
                                };
                            } | null;
                            canOpen: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Abrir disputa sobre un pago retenido */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            paymentId: string;
                            taskId: string;
                            taskTitle: string;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** @enum {string|null} */
                            outcome: "release" | "refund" | "split" | null;
                            payeeCents: number | null;
                            payerCents: number | null;
                            decisionNote: string | null;
                            decidedAt: string | null;
                            openedBy: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            statements: {
                                id: string;
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                /** @enum {string} */
                                side: "payer" | "payee";
                                body: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                createdAt: string;
                            }[];
                            createdAt: string;
                            viewer: {
                                canAddStatement: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{disputeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una disputa (sus dos partes y la administración) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            paymentId: string;
                            taskId: string;
                            taskTitle: string;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** @enum {string|null} */
                            outcome: "release" | "refund" | "split" | null;
                            payeeCents: number | null;
                            payerCents: number | null;
                            decisionNote: string | null;
                            decidedAt: string | null;
                            openedBy: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            statements: {
                                id: string;
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                /** @enum {string} */
                                side: "payer" | "payee";
                                body: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                createdAt: string;
                            }[];
                            createdAt: string;
                            viewer: {
                                canAddStatement: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{disputeId}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Añadir una declaración (texto y fotos) a una disputa abierta */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            paymentId: string;
                            taskId: string;
                            taskTitle: string;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** @enum {string|null} */
                            outcome: "release" | "refund" | "split" | null;
                            payeeCents: number | null;
                            payerCents: number | null;
                            decisionNote: string | null;
                            decidedAt: string | null;
                            openedBy: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            statements: {
                                id: string;
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                /** @enum {string} */
                                side: "payer" | "payee";
                                body: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                createdAt: string;
                            }[];
                            createdAt: string;
                            viewer: {
                                canAddStatement: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disputas (abiertas primero) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                paymentId: string;
                                taskId: string;
                                taskTitle: string;
                                amountCents: number;
                                /** @enum {string} */
                                status: "open" | "resolved";
                                /** @enum {string|null} */
                                outcome: "release" | "refund" | "split" | null;
                                openedBy: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{disputeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una disputa con el avance del trabajo y la conversación */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                id: string;
                                paymentId: string;
                                taskId: string;
                                taskTitle: string;
                                amountCents: number;
                                /** @enum {string} */
                                status: "open" | "resolved";
                                /** @enum {string|null} */
                                outcome: "release" | "refund" | "split" | null;
                                payeeCents: number | null;
                                payerCents: number | null;
                                decisionNote: string | null;
                                decidedAt: string | null;
                                openedBy: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                payer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                payee: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                statements: {
                                    id: string;
                                    author: {
                                        profileId: string;
                                        firstName: string;
                                        lastName: string | null;
                                        avatarUrl: string | null;
                                        ratingAvg: number | null;
                                        ratingCount: number;
                                        verified: boolean;
                                        phone: string | null;
                                    };
                                    /** @enum {string} */
                                    side: "payer" | "payee";
                                    body: string;
                                    photos: {
                                        id: string;
                                        url: string;
                                        thumbUrl: string;
                                        width: number;
                                        height: number;
                                    }[];
                                    createdAt: string;
                                }[];
                                createdAt: string;
                                viewer: {
                                    canAddStatement: boolean;
                                };
                            };
                            progress: {
                                id: string;
                                /** @enum {string} */
                                kind: "note" | "photo" | "started" | "finished" | "change_requested" | "confirmed";
                                text: string | null;
                                percent: number | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                createdAt: string;
                            }[];
                            messages: {
                                id: string;
                                conversationId: string;
                                senderId: string | null;
                                body: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                task: {
                                    id: string;
                                    title: string;
                                } | null;
                                clientId: string | null;
                                createdAt: string;
                            }[];
                            messagesTruncated: boolean;
                            viewer: {
                                isParty: boolean;
                                canDecide: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{disputeId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolver una disputa: liberar todo, reembolsar todo o repartir */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "release" | "refund" | "split";
                        payeeCents?: number;
                        payerCents?: number;
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            paymentId: string;
                            taskId: string;
                            taskTitle: string;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** @enum {string|null} */
                            outcome: "release" | "refund" | "split" | null;
                            payeeCents: number | null;
                            payerCents: number | null;
                            decisionNote: string | null;
                            decidedAt: string | null;
                            openedBy: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payer: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            payee: {
                                profileId: string;
                                firstName: string;
                                lastName: string | null;
                                avatarUrl: string | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                verified: boolean;
                                phone: string | null;
                            };
                            statements: {
                                id: string;
                                author: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                /** @enum {string} */
                                side: "payer" | "payee";
                                body: string;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                createdAt: string;
                            }[];
                            createdAt: string;
                            viewer: {
                                canAddStatement: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis datos de facturación */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            details: {
                                taxId: string;
                                /** @enum {string} */
                                taxIdKind: "nif" | "nie" | "cif";
                                legalName: string;
                                address: string;
                                postalCode: string;
                                municipality: string;
                                province: string;
                                isBusiness: boolean;
                                vatRateBps: number | null;
                                vatExemptionReason: string | null;
                                irpfRateBps: number;
                            } | null;
                        };
                    };
                };
            };
        };
        /** Guardar mis datos de facturación */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        taxId: string;
                        legalName: string;
                        address: string;
                        postalCode: string;
                        municipality: string;
                        /** @default false */
                        isBusiness?: boolean;
                        /** @default 2100 */
                        vatRateBps?: (2100 | 1000 | 400) | null;
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        vatExemptionReason?: "Exenta por el artículo 20.Uno de la Ley 37/1992" | "Exenta por el artículo 20.Uno.9º de la Ley 37/1992 (enseñanza)" | "Exenta por el artículo 20.Uno.3º de la Ley 37/1992 (asistencia sanitaria)" | "Operación no sujeta por el artículo 7 de la Ley 37/1992" | "Régimen especial de la agricultura, ganadería y pesca (artículo 129 de la Ley 37/1992)" | null;
                        /** @default 0 */
                        irpfRateBps?: 0 | 700 | 1500;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            details: {
                                taxId: string;
                                /** @enum {string} */
                                taxIdKind: "nif" | "nie" | "cif";
                                legalName: string;
                                address: string;
                                postalCode: string;
                                municipality: string;
                                province: string;
                                isBusiness: boolean;
                                vatRateBps: number | null;
                                vatExemptionReason: string | null;
                                irpfRateBps: number;
                            } | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Las facturas de un pago (sus partes) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "complete" | "simplified" | "corrective";
                                /** @enum {string} */
                                concept: "work" | "fee";
                                fullNumber: string;
                                issuedAt: string;
                                issuerName: string;
                                recipientName: string;
                                baseCents: number;
                                vatCents: number;
                                irpfCents: number;
                                totalCents: number;
                                /** Format: uuid */
                                correctsInvoiceId: string | null;
                                testMode: boolean;
                            }[];
                            missingProfessionalDetails: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descargar una factura en PDF (su emisor, su destinatario) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{taskId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Las valoraciones de un trabajo (para sus dos partes) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canReview: boolean;
                            reason: string | null;
                            /** @enum {string|null} */
                            reasonCode?: "NOT_COMPLETED" | "ALREADY_REVIEWED" | "DEADLINE_PASSED" | null;
                            deadline: string | null;
                            mine: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                rating: number;
                                comment: string | null;
                                reply: string | null;
                                repliedAt: string | null;
                                reviewer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                revieweeId: string;
                                publishedAt: string | null;
                                createdAt: string;
                            } | null;
                            theirs: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                rating: number;
                                comment: string | null;
                                reply: string | null;
                                repliedAt: string | null;
                                reviewer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                revieweeId: string;
                                publishedAt: string | null;
                                createdAt: string;
                            } | null;
                            theirsPending: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Valorar a la otra parte */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rating: number;
                        /** @default  */
                        comment?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canReview: boolean;
                            reason: string | null;
                            /** @enum {string|null} */
                            reasonCode?: "NOT_COMPLETED" | "ALREADY_REVIEWED" | "DEADLINE_PASSED" | null;
                            deadline: string | null;
                            mine: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                rating: number;
                                comment: string | null;
                                reply: string | null;
                                repliedAt: string | null;
                                reviewer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                revieweeId: string;
                                publishedAt: string | null;
                                createdAt: string;
                            } | null;
                            theirs: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                rating: number;
                                comment: string | null;
                                reply: string | null;
                                repliedAt: string | null;
                                reviewer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                revieweeId: string;
                                publishedAt: string | null;
                                createdAt: string;
                            } | null;
                            theirsPending: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Responder a una valoración (una vez) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reviewId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{profileId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valoraciones publicadas que ha recibido alguien */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    profileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                taskId: string;
                                taskTitle: string;
                                rating: number;
                                comment: string | null;
                                reply: string | null;
                                repliedAt: string | null;
                                reviewer: {
                                    profileId: string;
                                    firstName: string;
                                    lastName: string | null;
                                    avatarUrl: string | null;
                                    ratingAvg: number | null;
                                    ratingCount: number;
                                    verified: boolean;
                                    phone: string | null;
                                };
                                revieweeId: string;
                                publishedAt: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mi verificación y mis documentos */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "none" | "pending" | "verified" | "rejected";
                            note: string | null;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                kind: "dni" | "autonomo" | "seguro" | "certificado";
                                originalName: string;
                                mimeType: string;
                                bytes: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar documentos para verificarme (multipart: kind y file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "none" | "pending" | "verified" | "rejected";
                            note: string | null;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                kind: "dni" | "autonomo" | "seguro" | "certificado";
                                originalName: string;
                                mimeType: string;
                                bytes: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar como documentos de verificación archivos ya subidos por partes (POST /api/uploads) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "dni" | "autonomo" | "seguro" | "certificado";
                        uploadIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "none" | "pending" | "verified" | "rejected";
                            note: string | null;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                kind: "dni" | "autonomo" | "seguro" | "certificado";
                                originalName: string;
                                mimeType: string;
                                bytes: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Abrir un documento (su profesional o un administrador) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Borrar uno de mis documentos */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "none" | "pending" | "verified" | "rejected";
                            note: string | null;
                            documents: {
                                id: string;
                                /** @enum {string} */
                                kind: "dni" | "autonomo" | "seguro" | "certificado";
                                originalName: string;
                                mimeType: string;
                                bytes: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/professionals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buscar profesionales (búsqueda en español, filtros, orden, páginas por cursor) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    province?: string;
                    category?: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                    minRating?: number;
                    verified?: "0" | "1" | "true" | "false";
                    sort?: "rating" | "completed" | "newest" | "nearest";
                    propertyId?: string;
                    near?: string;
                    radiusKm?: number;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                profileId: string;
                                firstName: string;
                                lastInitial: string | null;
                                avatarUrl: string | null;
                                verified: boolean;
                                headline: string | null;
                                categories: string[];
                                serviceProvinces: string[];
                                hourlyRateCents: number | null;
                                ratingAvg: number | null;
                                ratingCount: number;
                                completedCount: number;
                                distanceKm: number | null;
                                travelRadiusKm: number | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/professionals/{professionalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Perfil público y portafolio de un profesional */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    professionalId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profileId: string;
                            firstName: string;
                            lastInitial: string | null;
                            avatarUrl: string | null;
                            verified: boolean;
                            headline: string | null;
                            categories: string[];
                            serviceProvinces: string[];
                            hourlyRateCents: number | null;
                            ratingAvg: number | null;
                            ratingCount: number;
                            completedCount: number;
                            bio: string | null;
                            travelRadiusKm: number | null;
                            yearsExperience: number | null;
                            availability: string | null;
                            memberSince: string;
                            portfolio: {
                                id: string;
                                title: string;
                                description: string | null;
                                /** @enum {string|null} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros" | null;
                                doneOn: string | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            reviews: {
                                id: string;
                                rating: number;
                                comment: string | null;
                                reply: string | null;
                                createdAt: string;
                                reviewer: {
                                    firstName: string;
                                    avatarUrl: string | null;
                                };
                                taskTitle: string | null;
                            }[];
                            viewer: {
                                isSelf: boolean;
                                canOffer: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mi portafolio (profesional) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                title: string;
                                description: string | null;
                                /** @enum {string|null} */
                                category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros" | null;
                                doneOn: string | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Añadir un trabajo a mi portafolio */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string | null;
                        /** @enum {string|null} */
                        category?: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros" | null;
                        doneOn?: string | null;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string|null} */
                            category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros" | null;
                            doneOn: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portfolio/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un trabajo de mi portafolio */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string | null;
                        /** @enum {string|null} */
                        category?: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros" | null;
                        doneOn?: string | null;
                        /** @default [] */
                        photoIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string|null} */
                            category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros" | null;
                            doneOn: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Borrar un trabajo de mi portafolio */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una tarea abierta, como la ve un visitante */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            slug: string;
                            title: string;
                            description: string;
                            category: string;
                            urgency: string;
                            municipality: string;
                            province: string;
                            budgetMinCents: number | null;
                            budgetMaxCents: number | null;
                            preferredStartDate: string | null;
                            dueDate: string | null;
                            photos: {
                                id: string;
                                url: string;
                                thumbUrl: string;
                                width: number;
                                height: number;
                            }[];
                            owner: {
                                firstName: string;
                                ratingAvg: number | null;
                                ratingCount: number;
                            };
                            publishedAt: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tareas abiertas de una provincia (y una categoría), 20 por página */
        get: {
            parameters: {
                query: {
                    province: string;
                    category?: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                category: string;
                                urgency: string;
                                municipality: string;
                                province: string;
                                budgetMinCents: number | null;
                                budgetMaxCents: number | null;
                                preferredStartDate: string | null;
                                publishedAt: string | null;
                            }[];
                            page: number;
                            pages: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/professionals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La página pública de un profesional */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            slug: string;
                            name: string;
                            avatarUrl: string | null;
                            headline: string | null;
                            categories: string[];
                            serviceProvinces: string[];
                            verified: boolean;
                            ratingAvg: number | null;
                            ratingCount: number;
                            completedCount: number;
                            bio: string | null;
                            travelRadiusKm: number | null;
                            reviews: {
                                rating: number;
                                comment: string | null;
                                reviewerFirstName: string;
                                createdAt: string;
                            }[];
                            portfolio: {
                                title: string;
                                description: string | null;
                                photos: {
                                    id: string;
                                    url: string;
                                    thumbUrl: string;
                                    width: number;
                                    height: number;
                                }[];
                            }[];
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/professionals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profesionales públicos de una provincia y una categoría, 20 por página */
        get: {
            parameters: {
                query: {
                    province: string;
                    category: "desbroce" | "poda" | "jardineria" | "labores_agricolas" | "recoleccion" | "riego" | "vallado" | "albanileria" | "fontaneria" | "electricidad" | "piscinas" | "limpieza" | "animales" | "maquinaria" | "lena" | "plagas" | "vigilancia" | "transporte" | "otros";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                slug: string;
                                name: string;
                                avatarUrl: string | null;
                                headline: string | null;
                                categories: string[];
                                serviceProvinces: string[];
                                verified: boolean;
                                ratingAvg: number | null;
                                ratingCount: number;
                                completedCount: number;
                            }[];
                            page: number;
                            pages: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/images/{id}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una foto de una página pública (WebP): de una tarea abierta o de un profesional */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    variant: "display" | "thumb";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
