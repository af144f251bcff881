import Foundation
import KobisKit

/// The options only the command line has (how it writes, colours and asks), each declared once.
enum Local {
    static let output = OptionDeclaration<String>(
        OptionSpec(
            "output", short: "o", value: "FILE", help: "write FILE (- is stdout), replaced only on success",
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
            throw ConversionError(
                Phrase.say(
                    ko: "'\(text.prefix(40))' 대신 1에서 600 사이의 초를 주세요",
                    en: "takes a number of seconds from 1 to 600, not '\(text.prefix(40))'"))
        }
        return value
    }
    static let noCache = flag("no-cache", "neither read nor write the cache")
    static let refresh = flag("refresh", "fetch again, whatever is cached or archived")
    static let dryRun = flag(
        "dry-run",
        "say what would be sent (requests, how many are cached, the quota left; as JSON with -f json) and send nothing")
    static let verbose = flag(
        "verbose", short: "v",
        "one line on stderr per request (path and query, keys masked; status, bytes, time, cache) and per archive read")
    static let offline = flag(
        "offline", "send no request: the archive and the cache only")
    static let demo = flag("demo", "the bundled sample: no key, no network")
    static let yes = flag("yes", short: "y", "go ahead without asking when the run sends more than 100 requests")
    static let layout = OptionDeclaration<Layout>(
        OptionSpec(
            "layout", short: "l", value: "LAYOUT", choices: Layout.allCases.map(\.rawValue),
            help: "text layout: list (default) or grid (cards)", defaultText: "list"),
        default: .list, parse: Convert.choice(Layout.allCases))
    static let posters = flag("posters", "add poster addresses from OMDb (an OMDb key)")
    static let share = flag("share", "a short message with the top 10, for chat")
    static let copy = flag("copy", "with --share, also put it on the clipboard")
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
