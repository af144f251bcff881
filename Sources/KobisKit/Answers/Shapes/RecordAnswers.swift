/// A person's or company's record with where it came from.
public struct RecordSheet<Detail: Sendable>: Sendable {
    public let detail: Detail
    public let provenance: Provenance?

    public init(_ detail: Detail, provenance: Provenance?) {
        self.detail = detail
        self.provenance = provenance
    }
}

/// The fields of a person and a company, declared once: the document, the one-row TSV/CSV, the sheet and the
/// filmography under it.
public enum RecordAnswers {
    static let credit = FieldType.object(SearchAnswers.creditFields.map(\.property))

    static func films<Detail>(_ films: @escaping @Sendable (Detail) -> [FilmCredit]) -> Field<RecordSheet<Detail>> {
        Field("films", .array(credit)) { sheet in
            let list = films(sheet.detail)
            return .structured(
                .array(
                    list.map { credit in .object(SearchAnswers.creditFields.map { ($0.key, $0.value(credit).json) }) }),
                flat: FieldValue.titleCell(
                    list.map { "\($0.title) (\($0.movieCode)\($0.part.map { ", \($0)" } ?? ""))" }))
        }
    }

    static func provenance<Detail>() -> Field<RecordSheet<Detail>> {
        Field("provenance", Provenance.type, required: false, scope: .document) {
            .structured($0.provenance?.json ?? .null, flat: "")
        }
    }

    /// A field with the sheet line it shows as (`nil`: not on the sheet).
    typealias Line<Detail> = (field: Field<RecordSheet<Detail>>, label: Label?, title: Bool, order: Int)

    static let personLines: [Line<PersonDetail>] = [
        (Field("peopleCode", .string) { .string($0.detail.code) }, .personCode, false, 2),
        (Field("name", .string) { .string($0.detail.name) }, .name, true, 0),
        (Field("nameEn", .nullable(.string)) { .optional($0.detail.nameEnglish) }, .englishName, true, 1),
        (Field("sex", .nullable(.string)) { .optional($0.detail.sex) }, .sex, false, 3),
        (Field("role", .nullable(.string)) { .optional($0.detail.role) }, .part, false, 4),
        (Field("homepages", .array(.string)) { .list($0.detail.homepages) }, .homepage, false, 5),
    ]

    static let companyLines: [Line<CompanyDetail>] = [
        (Field("companyCode", .string) { .string($0.detail.code) }, .companyCode, false, 2),
        (Field("name", .string) { .string($0.detail.name) }, .company, true, 0),
        (Field("nameEn", .nullable(.string)) { .optional($0.detail.nameEnglish) }, .englishName, true, 1),
        (Field("ceo", .nullable(.string)) { .optional($0.detail.ceo) }, .ceo, false, 3),
        (Field("parts", .array(.string)) { .list($0.detail.parts) }, .part, false, 4),
    ]

    public static let person = RecordShape<RecordSheet<PersonDetail>>(
        type: "person", fields: personLines.map(\.field) + [provenance(), films { $0.films }])
    public static let company = RecordShape<RecordSheet<CompanyDetail>>(
        type: "company", fields: companyLines.map(\.field) + [provenance(), films { $0.films }])

    /// The sheet lines whose items are words of KOBIS's vocabularies, shown in the language chosen.
    static let vocabularies: [String: Vocabulary] = ["sex": .sex, "role": .role, "parts": .companyPart]

    static func sheet<Detail>(_ lines: [Line<Detail>], _ row: RecordSheet<Detail>) -> [SheetEntry] {
        lines.sorted { $0.order < $1.order }.compactMap { line in
            line.label.map { label in
                let items: [String]
                switch line.field.value(row) {
                case .null: items = []
                case .list(let list): items = list.map(Sanitizer.line)
                case let value: items = value.cell.isEmpty ? [] : [value.cell]
                }
                if let vocabulary = vocabularies[line.field.key] {
                    return SheetEntry(label.text, items.map { vocabulary.text($0) }, isTitle: line.title)
                }
                return SheetEntry(label.text, items, isTitle: line.title)
            }
        }
    }

    static func answer<Detail>(
        _ shape: RecordShape<RecordSheet<Detail>>, _ lines: [Line<Detail>], _ row: RecordSheet<Detail>,
        name: String, films: [FilmCredit]
    ) -> RecordAnswer<RecordSheet<Detail>> {
        var entries = sheet(lines, row)
        // In English the English name leads and the Korean one follows it.
        if Label.language == .en, entries.count >= 2, entries[0].isTitle, entries[1].isTitle, !entries[1].items.isEmpty
        {
            entries[0...1] = [
                SheetEntry(entries[0].label, entries[1].items, isTitle: true),
                SheetEntry(Label.koreanName.text, entries[0].items, isTitle: true),
            ]
        }
        return RecordAnswer(
            shape, heading: name.isEmpty ? "-" : Sanitizer.line(name), row: row,
            optional: row.provenance == nil ? [] : ["provenance"], sheet: entries,
            appendix: "\n" + Markdown.table(SearchAnswers.creditFields, rows: films))
    }

    public static func answer(_ row: RecordSheet<PersonDetail>) -> RecordAnswer<RecordSheet<PersonDetail>> {
        answer(
            person, personLines, row, name: Formatting.name(row.detail.name, english: row.detail.nameEnglish),
            films: row.detail.films)
    }

    public static func answer(_ row: RecordSheet<CompanyDetail>) -> RecordAnswer<RecordSheet<CompanyDetail>> {
        answer(
            company, companyLines, row, name: Formatting.name(row.detail.name, english: row.detail.nameEnglish),
            films: row.detail.films)
    }
}
