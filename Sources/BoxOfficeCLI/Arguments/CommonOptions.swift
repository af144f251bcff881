import Foundation
import KobisKit

/// The options only the command line has (how it writes, colours and asks), each declared once.
enum Local {
    static let output = OptionDeclaration<String>(
        OptionSpec(
            "output", short: "o", value: "FILE", help: "write to FILE (a regular file is replaced only on success)",
            isFile: true),
        parse: Convert.text)
    static let quiet = flag("quiet", short: "q", "no notes on stderr (errors are still shown)")
    static let noPager = flag("no-pager", "never send long text through $PAGER")
    static let color = OptionDeclaration<ColorChoice>(
        OptionSpec(
            "color", value: "COLOR", choices: ColorChoice.allCases.map(\.rawValue),
            help: "colour: auto (a terminal, no NO_COLOR), always, never", defaultText: "auto"),
        default: .auto, parse: Convert.choice(ColorChoice.allCases))
    static let config = OptionDeclaration<String>(
        OptionSpec("config", value: "PATH", help: "read the key from this Config.plist", isFile: true),
        parse: Convert.text)
    static let timeout = OptionDeclaration<Double>(
        OptionSpec(
            "timeout", value: "SECONDS", help: "request deadline incl. retries, 1-600 (default 10)", defaultText: "10"),
        default: 10
    ) { text in
        guard let value = Double(text), value.isFinite, (1...600).contains(value) else {
            throw ConversionError("takes a number of seconds from 1 to 600, not '\(text.prefix(40))'")
        }
        return value
    }
    static let noCache = flag("no-cache", "neither read nor write the cache")
    static let refresh = flag("refresh", "ignore cached answers, fetch again and cache the result")
    static let dryRun = flag(
        "dry-run", "say what would be sent (requests, how many are cached, the quota left) and send nothing")
    static let verbose = flag(
        "verbose", short: "v",
        "one line on stderr per request: path and query (keys masked), status, bytes, time, cache")
    static let demo = flag("demo", "answer from the bundled sample (no key, no network)")
    static let yes = flag("yes", short: "y", "go ahead without asking when the run sends more than 100 requests")
    static let layout = OptionDeclaration<Layout>(
        OptionSpec(
            "layout", short: "l", value: "LAYOUT", choices: Layout.allCases.map(\.rawValue),
            help: "text layout: list (default) or grid (cards)", defaultText: "list"),
        default: .list, parse: Convert.choice(Layout.allCases))
    static let posters = flag("posters", "add poster addresses from OMDb (an OMDb key)")
    static let share = flag("share", "a short message with the top 10, for chat")
    static let copy = flag("copy", "with --share, also put it on the clipboard")
    static let all = flag("all", "every page (100 rows each)")
    static let bom = flag("bom", "a byte-order mark on csv or tsv, for Excel")

    /// `--format`, with the formats a command prints.
    static func format(
        _ allowed: [OutputFormat] = OutputFormat.data, help: String = "output format (default text)"
    )
        -> OptionDeclaration<OutputFormat>
    {
        OptionDeclaration(
            OptionSpec(
                "format", short: "f", value: "FORMAT", choices: allowed.map(\.rawValue), help: help,
                defaultText: "text"),
            default: .text, parse: Convert.choice(allowed))
    }

    static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionDeclaration<Bool> {
        OptionDeclaration(
            OptionSpec(name, short: short, help: help, kind: .flag), default: false, json: .boolean, parse: Convert.flag
        )
    }

    /// A positional argument kept as text: the command checks it and words its own error.
    static func positional(
        _ name: String, required: Bool = true, choices: [String]? = nil, help: String
    ) -> OptionDeclaration<String> {
        OptionDeclaration(
            OptionSpec(name, choices: choices, help: help, kind: .positional(required: required)), parse: Convert.raw)
    }
}

/// `-o`, `-q` and `--no-pager`: every command takes them. (`-h` is the parser's own.)
struct GeneralOptions: OptionGroup {
    @Opt(Local.output) var output: String?
    @Opt(Local.quiet) var quiet: Bool
    @Opt(Local.noPager) var noPager: Bool
    /// Every option of the command these belong to, once its options are made (see ``OptionGroup/declared()``).
    let declared = OptionCollector.current

    /// `-h` as help and completions show it.
    static let helpSpec = OptionSpec("help", short: "h", help: "show this help", kind: .flag)
}

/// How a command reaches KOBIS: colour, config, deadline, cache, and the bundled sample.
struct NetworkOptions: OptionGroup {
    @Opt(Local.color) var color: ColorChoice
    @Opt(Local.config) var config: String?
    @Opt(Local.timeout) var timeout: Double
    @Opt(Local.noCache) var noCache: Bool
    @Opt(Local.refresh) var refresh: Bool
    @Opt(Local.dryRun) var dryRun: Bool
    @Opt(Local.verbose) var verbose: Bool
    @Opt(Local.demo) var demo: Bool
    @Opt(Declared.lang) var lang: Language?

    /// What the library needs to build the service.
    func service(jobs: Int = Declared.jobs.defaultValue!, movingClock: Bool = false) -> ServiceOptions {
        ServiceOptions(
            demo: demo, config: config, timeout: timeout, noCache: noCache, refresh: refresh, concurrency: jobs,
            movingClock: movingClock)
    }
}

/// The names of the options every command (or every command that reads KOBIS) shares: help shows them
/// once, as `[options]`.
enum CommonNames {
    static let all: Set<String> = Set((GeneralOptions.bindings + NetworkOptions.bindings).map(\.spec.name))
}

/// `--fields`: refuses keys an answer does not have. In every format it picks the columns: text tables (list and
/// grid) and markdown show them under their labels.
enum FieldList {
    /// The command line's help for `--fields`.
    static let help = "only these columns (JSON keys), in every format"

    static func check(_ keys: [String]?, available: [String]) throws {
        guard let keys else { return }
        let unknown = keys.filter { !available.contains($0) }
        guard unknown.isEmpty else {
            throw UsageError(
                message:
                    "option '--fields' has no key \(unknown.map { "'\($0.prefix(30))'" }.joined(separator: ", ")): "
                    + "use \(available.joined(separator: ", "))")
        }
    }
}

/// Options that may ask for a byte-order mark on csv and tsv (`--bom`). The command line finds `--bom` and
/// `--format` among a command's options (``ByteOrderMark``), refuses `--bom` with any other format, and marks the
/// output before the command runs.
protocol ByteOrderMarkOptions {
    var bom: Bool { get }
    var format: OutputFormat { get }
}

extension ByteOrderMarkOptions {
    /// `--bom` checked against the format: only csv and tsv take it.
    func checkByteOrderMark() throws {
        if bom && format != .csv && format != .tsv {
            throw UsageError(
                message: "--bom goes with -f csv or -f tsv (the mark is for spreadsheets), "
                    + "not -f \(format.rawValue)")
        }
    }
}

/// Options that may choose the language (`--lang`).
protocol LanguageOptions {
    var lang: Language? { get }
}

extension NetworkOptions: LanguageOptions {}
extension NoteCommand.List.Options: LanguageOptions {}
extension Browse.Options: LanguageOptions {}

/// Finds `--lang` among a command's options.
enum LanguageChoice {
    /// `--lang` as the command line gave it, when the command takes it; found by name among the options the
    /// command declared (a dynamic cast per group costs a run more than its parsing).
    static func options<Options: CommandOptions>(in options: Options) -> LanguageOptions? {
        guard let declared = options.general.declared, declared.declares("lang") else { return nil }
        return Chosen(lang: declared.value("lang", as: Language?.self) ?? nil)
    }

    private struct Chosen: LanguageOptions {
        let lang: Language?
    }
}

/// Finds `--bom` among a command's options.
enum ByteOrderMark {
    /// `--bom` and `--format` as the command line gave them, when the command takes `--bom`.
    static func options<Options: CommandOptions>(in options: Options) -> ByteOrderMarkOptions? {
        guard let declared = options.general.declared, let bom = declared.value("bom", as: Bool.self),
            let format = declared.value("format", as: OutputFormat.self)
        else { return nil }
        return Marked(bom: bom, format: format)
    }

    private struct Marked: ByteOrderMarkOptions {
        let bom: Bool
        let format: OutputFormat
    }
}

/// What `daily` and `weekly` share: layout, format, details, posters, share, the filters and the range.
struct RankingOptions: OptionGroup, ByteOrderMarkOptions {
    @Opt(Declared.from) var from: DateArgument?
    @Opt(Declared.to) var to: DateArgument?
    @Opt(Declared.jobs) var jobs: Int
    @Opt(Local.layout) var layout: Layout
    @Opt(Local.format(OutputFormat.allCases)) var format: OutputFormat
    @Opt(Declared.details) var details: Bool
    @Opt(Declared.region) var region: String?
    @Opt(Declared.nation) var nation: NationChoice?
    @Opt(Declared.kind) var kind: KindChoice?
    @Opt(Declared.limit) var limit: Int?
    @Opt(Local.posters) var posters: Bool
    @Opt(Local.share) var share: Bool
    @Opt(Local.copy) var copy: Bool
    @Opt(Declared.fields, help: FieldList.help) var fields: [String]?
    @Opt(Local.bom) var bom: Bool
    @Opt(Local.yes, help: "go ahead without asking past 100 requests") var yes: Bool

    var pictures = PictureOptions()

    var isRange: Bool { from != nil || to != nil }
    var hasFilters: Bool { region != nil || nation != nil || kind != nil || limit != nil }
}

/// The formats a table command prints: text and data, or charts too.
protocol FormatSet {
    static var allowed: [OutputFormat] { get }
}

/// Text and the machine formats.
enum DataFormats: FormatSet {
    static var allowed: [OutputFormat] { OutputFormat.data }
}

/// Text, the machine formats, and pictures (`-f svg`, `-f html`).
enum ChartFormats: FormatSet {
    static var allowed: [OutputFormat] { OutputFormat.allCases }
}

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

/// `--page` and `--per-page`.
struct PagingOptions: OptionGroup {
    @Opt(Declared.page) var page: Int
    @Opt(Declared.perPage) var perPage: Int
}
