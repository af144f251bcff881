import Foundation
import KobisKit

/// `-l`, `-f` and `--fields` of a command that prints one table, declared once for all of them.
struct TableOptions<Formats: FormatSet>: OptionGroup, ByteOrderMarkOptions {
    @Opt(Local.layout) var layout: Layout
    @Opt(Local.format(Formats.allowed)) var format: OutputFormat
    @Opt(Declared.fields, help: FieldList.help) var fields: [String]?
    @Opt(Local.bom) var bom: Bool

    /// Refuses `--fields` keys the table does not have.
    func check(available: [String]) throws {
        try FieldList.check(fields, available: available)
    }

    /// `--fields` against the keys of `shape`: its required ones, `optional`, and in English the English title.
    func check<Row>(_ shape: ListShape<Row>, optional: Set<String> = []) throws {
        try check(available: shape.selectableKeys(optional: optional.union(FieldList.languageFields)))
    }

    /// A list answer in the chosen format and layout, `--fields` applied; `pictures` draws it for svg and html.
    func render<Row>(
        _ answer: ListAnswer<Row>, width: Int?, style: Style,
        pictures: (ListAnswer<Row>) -> Pictures = { _ in Pictures() }
    ) -> String {
        let chosen = answer.selecting(fields)
        return Renderer.render(chosen, format: format, pictures: pictures(chosen)) {
            TableText.render(chosen, layout: layout, width: width, style: style)
        }
    }
}

/// The table options of most commands: text and data formats.
typealias TableOutputOptions = TableOptions<DataFormats>
