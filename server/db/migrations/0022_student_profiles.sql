CREATE VIEW "public"."student_profiles" AS (select "students"."id_user" as id_user,
    "courses"."id" as id_course, "courses"."name" as curso,
    "turns"."id" as id_turno, "turns"."name" as jornada, "turns"."h_start" as jornada_inicio, "turns"."h_end" as jornada_fin,
    "guardians"."id" as id_acudiente, "guardians"."name" as acudiente, "guardians"."num_doc" as num_doc_acudiente,
    "guardians"."cellphone" as celular_acudiente, "guardians"."phone" as telefono_fijo_acudiente, "guardians"."email" as email_acudiente,
    coalesce("guardians"."cellphone", "guardians"."phone") as telefono_acudiente
  from "students"
  left join "users" on "users"."id" = "students"."id_user"
  left join "courses" on "courses"."id" = "students"."id_course"
  left join "turns" on "turns"."id" = "users"."turno"
  left join "guardians" on "guardians"."id" = "students"."id_attendant");