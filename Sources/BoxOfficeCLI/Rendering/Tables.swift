import KobisKit

/// The field table of a ranking row. Order here is the JSON key order and the TSV/CSV column order.
enum RankingTable {
    static let fields: [Field<DailyBoxOfficeEntry>] = [
        Field("rank", text: TextColumn("#", position: 0, alignRight: true, render: { String($0.rank) })) { .int(Int64($0.rank)) },
        Field("rankChange", text: TextColumn("변동", position: 1, drop: 3, render: { Formatting.rankChange($0.rankChange) },
                                             styled: { Formatting.styledRankChange($0.rankChange, $1) })) {
            .int(Int64($0.rankChange.delta))
        },
        Field("isNew") { .bool($0.rankChange.isNew) },
        Field("movieCode", text: TextColumn("코드", position: 6, drop: 4, render: { Sanitizer.line($0.movieCode) })) {
            .string($0.movieCode)
        },
        Field("title", text: TextColumn("제목", position: 2, flexible: true, render: { Sanitizer.line($0.title) })) { .string($0.title) },
        Field("openDate", text: TextColumn("개봉일", position: 5, drop: 2, render: { Formatting.date($0.openDate) })) {
            .optional($0.openDate?.iso)
        },
        Field("audience", text: TextColumn("관객", position: 3, drop: 5, alignRight: true, render: { Formatting.grouped($0.audience) })) {
            .optional($0.audience)
        },
        Field("audienceChange") { .optional($0.audienceChange) },
        Field("audienceChangePercent") { .optional($0.audienceChangePercent) },
        Field("audienceTotal", text: TextColumn("누적", position: 4, drop: 1, alignRight: true, render: { Formatting.grouped($0.audienceTotal) })) {
            .optional($0.audienceTotal)
        },
        Field("sales") { .optional($0.sales) },
        Field("salesShare") { .optional($0.salesShare) },
        Field("salesChange") { .optional($0.salesChange) },
        Field("salesChangePercent") { .optional($0.salesChangePercent) },
        Field("salesTotal") { .optional($0.salesTotal) },
        Field("screens") { .optional($0.screens) },
        Field("shows") { .optional($0.shows) },
    ]

    /// With `--details`: nested under `details` in JSON, four more columns in TSV and CSV.
    static let detailFields: [Field<MovieDetail>] = [
        Field("genres") { .list($0.genres) },
        Field("directors") { detail in
            .structured(.array(detail.directors.map(MovieTable.personJSON)), flat: detail.directors.map(\.name).joined(separator: ","))
        },
        Field("runningTimeMinutes") { .optional($0.runningTimeMinutes) },
        Field("watchGrade") { .optional($0.watchGrades.first?.grade) },
    ]

    /// The text list's columns, left to right.
    static var textColumns: [TextColumn<DailyBoxOfficeEntry>] {
        fields.compactMap(\.text).sorted { $0.position < $1.position }
    }

    /// With `--posters`: `poster` in JSON, two columns in TSV and CSV.
    static let posterFields: [Field<Poster>] = [
        Field("posterUrl") { .string($0.url) },
        Field("imdbID") { .optional($0.imdbID) },
    ]

    static func posterJSON(_ poster: Poster) -> JSONValue {
        .object([("url", .string(poster.url)), ("imdbID", .optional(poster.imdbID))])
    }

    /// The JSON object of one row; `details` (and `poster`) are present, possibly null, when asked for.
    static func json(_ entry: DailyBoxOfficeEntry, details: [String: MovieDetail]?, posters: [String: Poster]? = nil) -> JSONValue {
        var members = Exporter.object(fields, entry)
        if let details {
            members.append(("details", details[entry.movieCode].map { .object(Exporter.object(detailFields, $0)) } ?? .null))
        }
        if let posters { members.append(("poster", posters[entry.movieCode].map(posterJSON) ?? .null)) }
        return .object(members)
    }

    static func header(details: Bool, posters: Bool = false) -> [String] {
        fields.map(\.key) + (details ? detailFields.map(\.key) : []) + (posters ? posterFields.map(\.key) : [])
    }

    static func cells(_ entry: DailyBoxOfficeEntry, details: [String: MovieDetail]?, posters: [String: Poster]? = nil) -> [FieldValue] {
        var cells = fields.map { $0.value(entry) }
        if let details {
            let detail = details[entry.movieCode]
            cells += detailFields.map { field in detail.map(field.value) ?? .null }
        }
        if let posters {
            let poster = posters[entry.movieCode]
            cells += posterFields.map { field in poster.map(field.value) ?? .null }
        }
        return cells
    }
}

/// The field table of one film. Nested lists are arrays of objects in JSON and joined text in a cell.
enum MovieTable {
    static func personJSON(_ person: Person) -> JSONValue {
        .object([("name", .string(person.name)), ("nameEnglish", .optional(person.nameEnglish))])
    }

    static let fields: [Field<MovieDetail>] = [
        Field("movieCode") { .string($0.code) },
        Field("title") { .string($0.title) },
        Field("titleEnglish") { .optional($0.titleEnglish) },
        Field("titleOriginal") { .optional($0.titleOriginal) },
        Field("productionYear") { .optional($0.productionYear) },
        Field("openDate") { .optional($0.openDate?.iso) },
        Field("runningTimeMinutes") { .optional($0.runningTimeMinutes) },
        Field("status") { .optional($0.status) },
        Field("movieType") { .optional($0.type) },
        Field("nations") { .list($0.nations) },
        Field("genres") { .list($0.genres) },
        Field("directors") { movie in
            .structured(.array(movie.directors.map(personJSON)), flat: movie.directors.map(\.name).joined(separator: ","))
        },
        Field("actors") { movie in
            .structured(.array(movie.actors.map { cast in
                .object([("name", .string(cast.person.name)), ("nameEnglish", .optional(cast.person.nameEnglish)),
                         ("role", .optional(cast.role)), ("roleEnglish", .optional(cast.roleEnglish))])
            }), flat: movie.actors.map(\.person.name).joined(separator: ","))
        },
        Field("showTypes") { movie in
            .structured(.array(movie.showTypes.map { .object([("group", .string($0.group)), ("name", .string($0.name))]) }),
                        flat: movie.showTypes.map { $0.name.isEmpty ? $0.group : $0.name }.joined(separator: ","))
        },
        Field("watchGrades") { movie in
            .structured(.array(movie.watchGrades.map { .object([("grade", .string($0.grade)), ("auditNumber", .optional($0.auditNumber))]) }),
                        flat: movie.watchGrades.map(\.grade).joined(separator: ","))
        },
        Field("companies") { movie in
            .structured(.array(movie.companies.map {
                .object([("code", .optional($0.code)), ("name", .string($0.name)),
                         ("nameEnglish", .optional($0.nameEnglish)), ("role", .optional($0.role))])
            }), flat: movie.companies.map { company in company.role.map { "\(company.name) (\($0))" } ?? company.name }.joined(separator: ","))
        },
        Field("staff") { movie in
            .structured(.array(movie.staff.map {
                .object([("name", .string($0.person.name)), ("nameEnglish", .optional($0.person.nameEnglish)), ("role", .optional($0.role))])
            }), flat: movie.staff.map(\.person.name).joined(separator: ","))
        },
    ]
}
