/// A film with what a front-end adds to it: where it came from, its poster and your notes.
public struct FilmSheet: Sendable {
    public let movie: MovieDetail
    public let source: String
    public let provenance: Provenance?
    /// nil without posters; `.some(nil)` when OMDb has none.
    public let poster: Poster??
    /// The film's notes; nil leaves them out.
    public let notes: [Note]?
    /// The run in numbers, when the days it needs were held (read without a request); nil leaves it out.
    public let run: RunFigures?

    public init(
        movie: MovieDetail, source: String, provenance: Provenance? = nil, poster: Poster?? = nil, notes: [Note]? = nil,
        run: RunFigures? = nil
    ) {
        self.movie = movie
        self.source = source
        self.provenance = provenance
        self.poster = poster
        self.notes = notes
        self.run = run
    }
}

extension FilmSheet {
    /// Why the sheet has no poster, when posters were asked for and OMDb had none: the film by title and code.
    public var missingPoster: String? {
        guard case .some(.none) = poster else { return nil }
        let why = movie.titleEnglish == nil ? " (KOBIS has no English title for it)" : ""
        return "OMDb has no poster for \(Sanitizer.line(movie.title)) (\(movie.code))\(why)"
    }
}

/// The fields of one film, declared once: the full sheet and the brief one assistants get by default.
public enum MovieAnswers {
    static let person = RankingAnswers.person
    static let cast = FieldType.object([
        .init("name", .string), .init("nameEn", .nullable(.string)),
        .init("role", .nullable(.string)), .init("roleEn", .nullable(.string)),
    ])

    static func castJSON(_ cast: CastMember) -> JSONValue {
        .object([
            ("name", .string(cast.person.name)), ("nameEn", .optional(cast.person.nameEnglish)),
            ("role", .optional(cast.role)), ("roleEn", .optional(cast.roleEnglish)),
        ])
    }

    /// The film's own fields, as `movie -f tsv` has them.
    public static let movieFields: [Field<MovieDetail>] = [
        Field("movieCode", .string) { .string($0.code) },
        Field("title", .string) { .string($0.title) },
        Field("titleEn", .nullable(.string)) { .optional($0.titleEnglish) },
        Field("titleOriginal", .nullable(.string)) { .optional($0.titleOriginal) },
        Field("productionYear", .nullable(.integer)) { .optional($0.productionYear) },
        Field("openDate", .nullable(.date)) { .optional($0.openDate?.iso) },
        Field("runningTimeMinutes", .nullable(.integer), unit: .minutes) { .optional($0.runningTimeMinutes) },
        Field("status", .nullable(.string)) { .optional($0.status) },
        Field("movieType", .nullable(.string)) { .optional($0.type) },
        Field("nations", .array(.string)) { .list($0.nations) },
        Field("genres", .array(.string)) { .list($0.genres) },
        Field("directors", .array(person)) { movie in
            .structured(
                .array(movie.directors.map(RankingAnswers.personJSON)),
                flat: movie.directors.map(\.name).joined(separator: ","))
        },
        Field("actors", .array(cast)) { movie in
            .structured(
                .array(movie.actors.map(castJSON)), flat: movie.actors.map(\.person.name).joined(separator: ","))
        },
        Field("showTypes", .array(.object([.init("group", .string), .init("name", .string)]))) { movie in
            .structured(
                .array(movie.showTypes.map { .object([("group", .string($0.group)), ("name", .string($0.name))]) }),
                // KOBIS's words, the group then the name in it, as the text shows them ("2D 디지털").
                flat: movie.showTypes.map { type in
                    type.name.isEmpty || type.name == type.group ? type.group : "\(type.group) \(type.name)"
                }.joined(separator: ","))
        },
        Field("watchGrades", .array(.object([.init("grade", .string), .init("auditNumber", .nullable(.string))]))) {
            movie in
            .structured(
                .array(
                    movie.watchGrades.map {
                        .object([("grade", .string($0.grade)), ("auditNumber", .optional($0.auditNumber))])
                    }),
                flat: movie.watchGrades.map(\.grade).joined(separator: ","))
        },
        Field(
            "companies",
            .array(
                .object([
                    .init("code", .nullable(.string)), .init("name", .string),
                    .init("nameEn", .nullable(.string)), .init("role", .nullable(.string)),
                ]))
        ) { movie in
            .structured(
                .array(
                    movie.companies.map {
                        .object([
                            ("code", .optional($0.code)), ("name", .string($0.name)),
                            ("nameEn", .optional($0.nameEnglish)), ("role", .optional($0.role)),
                        ])
                    }),
                flat: movie.companies.map { company in company.role.map { "\(company.name) (\($0))" } ?? company.name }
                    .joined(separator: ","))
        },
        Field(
            "staff",
            .array(
                .object([
                    .init("name", .string), .init("nameEn", .nullable(.string)), .init("role", .nullable(.string)),
                ]))
        ) { movie in
            .structured(
                .array(
                    movie.staff.map {
                        .object([
                            ("name", .string($0.person.name)), ("nameEn", .optional($0.person.nameEnglish)),
                            ("role", .optional($0.role)),
                        ])
                    }), flat: movie.staff.map(\.person.name).joined(separator: ","))
        },
    ]

    static let sheetFields: [Field<FilmSheet>] = [
        Field("source", .choice(["kobis", "sample"]), scope: .document) { .string($0.source) },
        Field("provenance", Provenance.type, required: false, scope: .document) {
            .structured($0.provenance?.json ?? .null, flat: "")
        },
    ]
    static let extraFields: [Field<FilmSheet>] = [
        Field("poster", .nullable(RankingAnswers.posterType), required: false, scope: .document) { sheet in
            .structured((sheet.poster ?? nil).map(RankingAnswers.posterJSON) ?? .null, flat: "")
        },
        Field("notes", .array(.object(NoteAnswers.fields.map(\.property))), required: false, scope: .document) {
            sheet in
            .structured(
                .array(
                    (sheet.notes ?? []).map { note in .object(NoteAnswers.fields.map { ($0.key, $0.value(note).json) })
                    }), flat: "")
        },
        Field("run", .nullable(RunAnswers.type), required: false, scope: .document) { sheet in
            .structured(sheet.run.map(RunAnswers.json) ?? .null, flat: "")
        },
    ]

    /// The full sheet: `movie -f json`, and `movie_info` with `detail: "full"`.
    public static let full = RecordShape<FilmSheet>(
        type: "movie", fields: sheetFields + movieFields.map { $0.lifted { $0.movie } } + extraFields)

    /// How many actors the brief sheet names.
    public static let briefActors = 10

    /// What a fan asks first: titles, year, running time, genres, nations, directors, the first actors, the grade,
    /// companies by role and the staff counted by role.
    public static let brief = RecordShape<FilmSheet>(
        type: "movieBrief",
        fields: sheetFields.filter { $0.key == "source" }
            + movieFields.filter {
                [
                    "movieCode", "title", "titleEn", "titleOriginal", "productionYear", "openDate",
                    "runningTimeMinutes", "nations", "genres", "directors",
                ].contains($0.key)
            }
            .map { $0.lifted { $0.movie } } + [
                // In English (an MCP call's `lang: en`), each actor's English name too.
                Field(
                    "actors",
                    .array(
                        .object([
                            .init("name", .string), .init("nameEn", .nullable(.string), required: false),
                            .init("role", .nullable(.string)),
                        ]))
                ) { sheet in
                    let english = Label.language == .en
                    return .structured(
                        .array(
                            sheet.movie.actors.prefix(briefActors).map { cast in
                                .object(
                                    [("name", .string(cast.person.name))]
                                        + (english ? [("nameEn", .optional(cast.person.nameEnglish))] : [])
                                        + [("role", .optional(cast.role))])
                            }), flat: "")
                },
                Field("actorCount", .integer) { .int(Int64($0.movie.actors.count)) },
                Field("watchGrade", .nullable(.string)) { .optional($0.movie.watchGrades.first?.grade) },
                Field("companiesByRole", .array(.object([.init("role", .string), .init("names", .array(.string))]))) {
                    sheet in
                    .structured(
                        .array(
                            sheet.movie.companiesByRole.map {
                                .object([("role", .string($0.role)), ("names", .array($0.names.map(JSONValue.string)))])
                            }), flat: "")
                },
                Field("staffByRole", .map(.integer)) { sheet in
                    var counts: [(String, Int)] = []
                    for member in sheet.movie.staff {
                        let role = member.role ?? "-"
                        if let index = counts.firstIndex(where: { $0.0 == role }) {
                            counts[index].1 += 1
                        } else {
                            counts.append((role, 1))
                        }
                    }
                    return .structured(.object(counts.map { ($0.0, .int(Int64($0.1))) }), flat: "")
                },
            ] + extraFields)

    /// One schema for both sheets: every field of either, typed; the type, code and title always there.
    public static func schema(depth: Int = .max) -> JSONValue {
        var properties: [FieldType.Property] = [.init("type", .choice([full.type!, brief.type!]))]
        for field in full.fields + brief.fields {
            let required = ["movieCode", "title", "source"].contains(field.key)
            guard let index = properties.firstIndex(where: { $0.key == field.key }) else {
                properties.append(.init(field.key, field.type, required: required))
                continue
            }
            if properties[index].type.schema.compact() != field.type.schema.compact() {
                properties[index] = .init(field.key, .anyOf([properties[index].type, field.type]), required: required)
            }
        }
        return FieldType.objectSchema(properties, depth: depth)
    }

    /// The film as an answer: the full sheet, or the brief one.
    public static func answer(_ sheet: FilmSheet, brief: Bool = false) -> RecordAnswer<FilmSheet> {
        var optional: Set<String> = []
        if sheet.provenance != nil { optional.insert("provenance") }
        if sheet.poster != nil { optional.insert("poster") }
        if let notes = sheet.notes, !(brief && notes.isEmpty) { optional.insert("notes") }
        if sheet.run != nil { optional.insert("run") }
        let title = Formatting.title(sheet.movie.title, english: sheet.movie.titleEnglish)
        return RecordAnswer(
            brief ? MovieAnswers.brief : full, heading: title.isEmpty ? sheet.movie.code : title,
            row: sheet, optional: optional, sheet: Array(lines(sheet, poster: false).dropFirst()))
    }

    /// The sheet's labelled lines: titles first (cut, never wrapped), then the film's facts and companies by role.
    public static func lines(_ sheet: FilmSheet, actorLimit: Int = 8, poster: Bool = true) -> [SheetEntry] {
        let movie = sheet.movie
        func one(_ text: String?) -> [String] { text.map { [Sanitizer.line($0)] } ?? [] }
        let english = Label.language == .en
        func person(_ person: Person) -> String {
            guard let other = person.nameEnglish else { return person.name }
            return english ? "\(other) (\(person.name))" : "\(person.name) (\(other))"
        }
        var actors = movie.actors.prefix(actorLimit).map { cast -> String in
            let name = Formatting.name(cast.person.name, english: cast.person.nameEnglish)
            guard let role = english ? cast.roleEnglish ?? cast.role : cast.role else { return name }
            return english ? "\(name) (\(Label.asRole.text) \(role))" : "\(name) (\(role) \(Label.asRole.text))"
        }
        if movie.actors.count > actorLimit {
            actors.append(Label.andMore.text.replacingOccurrences(of: "N", with: "\(movie.actors.count - actorLimit)"))
        }
        var lines = [
            SheetEntry(Label.title.text, one(movie.title.isEmpty ? nil : movie.title), isTitle: true),
            SheetEntry(Label.englishTitle.text, one(movie.titleEnglish), isTitle: true),
        ]
        if english, let title = movie.titleEnglish {
            lines = [
                SheetEntry(Label.title.text, one(title), isTitle: true),
                SheetEntry(Label.koreanTitle.text, one(movie.title.isEmpty ? nil : movie.title), isTitle: true),
            ]
        }
        lines.append(SheetEntry(Label.originalTitle.text, one(movie.titleOriginal), isTitle: true))
        let rows: [(Label, [String])] = [
            (.movieCode, one(movie.code)), (.productionYear, one(movie.productionYear.map(String.init))),
            (.opened, one(movie.openDate?.iso)),
            (.runningTime, one(movie.runningTimeMinutes.map { Label.minutesOf($0) })),
            (.status, one(movie.status.map { Vocabulary.status.text($0) })),
            (.type, one(movie.type.map { Vocabulary.type.text($0) })),
            (.nation, movie.nations.map { Vocabulary.nation.text($0) }),
            (.genre, movie.genres.map { Vocabulary.genre.text($0) }),
            (.director, movie.directors.map(person)), (.cast, actors),
            (
                .showType,
                movie.showTypes.map { Vocabulary.format(group: $0.group, name: $0.name) }
            ),
            (
                .grade,
                movie.watchGrades.map { grade in
                    let name = Vocabulary.grade.text(grade.grade)
                    return grade.auditNumber.map { "\(name) (\($0))" } ?? name
                }
            ),
        ]
        lines += rows.map { SheetEntry($0.0.text, $0.1.map(Sanitizer.line)) }
        let companies = movie.companiesByRole
        if companies.isEmpty {
            lines.append(SheetEntry(Label.company.text, []))
        } else {
            // A company's English name, where KOBIS has one, in English.
            var english: [String: String] = [:]
            for company in movie.companies {
                if let name = company.nameEnglish, english[company.name] == nil { english[company.name] = name }
            }
            lines += companies.map { part in
                var names: [String] = []
                for name in part.names.map({ Formatting.name($0, english: english[$0]) }) where !names.contains(name) {
                    names.append(name)
                }
                return SheetEntry(Sanitizer.line(Vocabulary.companyPart.text(part.role)), names.map(Sanitizer.line))
            }
        }
        if poster, let poster = sheet.poster {
            lines.append(SheetEntry(Label.poster.text, [Sanitizer.line(poster?.url ?? "-")], isTitle: true))
            lines.append(SheetEntry("IMDb", (poster?.imdbID).map { [Sanitizer.line($0)] } ?? []))
        }
        return lines
    }
}
