import KobisKit

/// The JSON and TSV forms. Keys and columns are documented in the README and only ever added to.
enum MachineOutput {
    /// Where the data came from: `kobis`, `cache` is not distinguished (the data is the same), or `sample` for `--demo`.
    static func dailyJSON(_ boxOffice: DailyBoxOffice, details: [String: MovieDetail]?, sample: Bool) -> JSONValue {
        let range: JSONValue = boxOffice.range.map {
            .object([("start", .string($0.lowerBound.iso)), ("end", .string($0.upperBound.iso))])
        } ?? .null
        return .object([
            ("type", .string("daily")),
            ("boxOfficeType", .string(boxOffice.boxOfficeType)),
            ("date", .string(boxOffice.date.iso)),
            ("range", range),
            ("source", .string(sample ? "sample" : "kobis")),
            ("count", .int(Int64(boxOffice.entries.count))),
            ("entries", .array(boxOffice.entries.map { entry in
                var members: [(String, JSONValue)] = [
                    ("rank", .int(Int64(entry.rank))),
                    ("rankChange", .int(Int64(entry.rankChange.delta))),
                    ("isNew", .bool(entry.rankChange.isNew)),
                    ("movieCode", .string(entry.movieCode)),
                    ("title", .string(entry.title)),
                    ("openDate", .optional(entry.openDate?.iso)),
                    ("audience", .optional(entry.audience)),
                    ("audienceChange", .optional(entry.audienceChange)),
                    ("audienceChangePercent", .optional(entry.audienceChangePercent)),
                    ("audienceTotal", .optional(entry.audienceTotal)),
                    ("sales", .optional(entry.sales)),
                    ("salesShare", .optional(entry.salesShare)),
                    ("salesChange", .optional(entry.salesChange)),
                    ("salesChangePercent", .optional(entry.salesChangePercent)),
                    ("salesTotal", .optional(entry.salesTotal)),
                    ("screens", .optional(entry.screens)),
                    ("shows", .optional(entry.shows)),
                ]
                if let details {
                    members.append(("details", details[entry.movieCode].map(detailSummaryJSON) ?? .null))
                }
                return .object(members)
            })),
        ])
    }

    static func detailSummaryJSON(_ detail: MovieDetail) -> JSONValue {
        .object([
            ("genres", .array(detail.genres.map(JSONValue.string))),
            ("directors", .array(detail.directors.map(personJSON))),
            ("runningTimeMinutes", .optional(detail.runningTimeMinutes)),
            ("watchGrade", .optional(detail.watchGrades.first?.grade)),
        ])
    }

    static func personJSON(_ person: Person) -> JSONValue {
        .object([("name", .string(person.name)), ("nameEnglish", .optional(person.nameEnglish))])
    }

    static func movieJSON(_ movie: MovieDetail, sample: Bool) -> JSONValue {
        .object([
            ("type", .string("movie")),
            ("source", .string(sample ? "sample" : "kobis")),
            ("movieCode", .string(movie.code)),
            ("title", .string(movie.title)),
            ("titleEnglish", .optional(movie.titleEnglish)),
            ("titleOriginal", .optional(movie.titleOriginal)),
            ("productionYear", .optional(movie.productionYear)),
            ("openDate", .optional(movie.openDate?.iso)),
            ("runningTimeMinutes", .optional(movie.runningTimeMinutes)),
            ("status", .optional(movie.status)),
            ("movieType", .optional(movie.type)),
            ("nations", .array(movie.nations.map(JSONValue.string))),
            ("genres", .array(movie.genres.map(JSONValue.string))),
            ("directors", .array(movie.directors.map(personJSON))),
            ("actors", .array(movie.actors.map { actor in
                .object([("name", .string(actor.person.name)), ("nameEnglish", .optional(actor.person.nameEnglish)),
                         ("role", .optional(actor.role)), ("roleEnglish", .optional(actor.roleEnglish))])
            })),
            ("showTypes", .array(movie.showTypes.map { .object([("group", .string($0.group)), ("name", .string($0.name))]) })),
            ("watchGrades", .array(movie.watchGrades.map {
                .object([("grade", .string($0.grade)), ("auditNumber", .optional($0.auditNumber))])
            })),
            ("companies", .array(movie.companies.map {
                .object([("code", .optional($0.code)), ("name", .string($0.name)),
                         ("nameEnglish", .optional($0.nameEnglish)), ("role", .optional($0.role))])
            })),
            ("staff", .array(movie.staff.map {
                .object([("name", .string($0.person.name)), ("nameEnglish", .optional($0.person.nameEnglish)),
                         ("role", .optional($0.role))])
            })),
        ])
    }

    static let dailyTSVColumns = [
        "rank", "rankChange", "isNew", "movieCode", "title", "openDate", "audience", "audienceChange",
        "audienceChangePercent", "audienceTotal", "sales", "salesShare", "salesChange", "salesChangePercent",
        "salesTotal", "screens", "shows",
    ]
    static let detailTSVColumns = ["genres", "directors", "runningTimeMinutes", "watchGrade"]

    /// A header line, then one untruncated row per film. Tabs and line breaks inside values become spaces; a missing value is an empty cell.
    static func dailyTSV(_ boxOffice: DailyBoxOffice, details: [String: MovieDetail]?) -> String {
        var lines = [(dailyTSVColumns + (details == nil ? [] : detailTSVColumns)).joined(separator: "\t")]
        for entry in boxOffice.entries {
            var cells: [String] = [
                String(entry.rank), String(entry.rankChange.delta), entry.rankChange.isNew ? "true" : "false",
                entry.movieCode, entry.title, entry.openDate?.iso ?? "",
                cell(entry.audience), cell(entry.audienceChange), cell(entry.audienceChangePercent), cell(entry.audienceTotal),
                cell(entry.sales), cell(entry.salesShare), cell(entry.salesChange), cell(entry.salesChangePercent),
                cell(entry.salesTotal), cell(entry.screens.map(Int64.init)), cell(entry.shows.map(Int64.init)),
            ]
            if let details {
                let detail = details[entry.movieCode]
                cells += [
                    detail?.genres.joined(separator: ",") ?? "",
                    detail?.directors.map(\.name).joined(separator: ",") ?? "",
                    detail?.runningTimeMinutes.map(String.init) ?? "",
                    detail?.watchGrades.first?.grade ?? "",
                ]
            }
            lines.append(cells.map(\.printable).joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ value: Int64?) -> String { value.map(String.init) ?? "" }
    private static func cell(_ value: Double?) -> String {
        guard let value else { return "" }
        return JSONValue.double(value).serialized()
    }
}
