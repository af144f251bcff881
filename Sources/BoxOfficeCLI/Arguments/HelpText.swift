import Foundation
import KobisKit

/// Usage lines and help, made from a command's declarations. Every line fits in 80 columns, or in the output's
/// width when that is narrower.
enum HelpText {
    /// 80 columns, or ``outputWidth`` when it is narrower.
    static var width: Int { min(80, outputWidth ?? 80) }
    /// The width of this run's output (the terminal, `$COLUMNS`, or 120 off a terminal): bound for the whole run.
    /// Help made without a run (docs/commands.md, the tests) is 80 columns.
    @TaskLocal static var outputWidth: Int?

    /// `usage: boxoffice daily [-d DATE] … [options]`: positionals, the required options (no brackets), the command's
    /// other options, then `[options]` for the shared ones. Wrapped only between groups.
    static func usage(path: [String], specs: [OptionSpec]) -> String {
        let own = specs.filter { !$0.isPositional && !CommonNames.all.contains($0.name) }
        let shared = specs.contains { CommonNames.all.contains($0.name) }
        let groups =
            specs.filter(\.isPositional).map(\.usageForm) + own.filter(\.required).map(\.usageGroup)
            + own.filter { !$0.required }.map(\.usageGroup) + (shared ? ["[options]"] : [])
        return wrapGroups("usage: boxoffice \(path.joined(separator: " "))", groups, indent: 6)
    }

    /// `head g1 g2 …`, broken between groups so no line passes 80 columns.
    static func wrapGroups(_ head: String, _ groups: [String], indent: Int) -> String {
        var lines: [String] = []
        var current = head
        for group in groups {
            if DisplayWidth.of(current) + 1 + DisplayWidth.of(group) > width && current.count > indent {
                lines.append(current)
                current = String(repeating: " ", count: indent) + group
            } else {
                current += " " + group
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    static func command(
        path: [String], summary: String, usage: String, discussion: String?, specs: [OptionSpec],
        examples: [(command: String, note: String)]
    ) -> String {
        var sections = ["boxoffice \(path.joined(separator: " ")): \(summary)", usage]
        if let discussion { sections.append(wrap(discussion, indent: 0)) }
        let positionals = specs.filter(\.isPositional)
        if !positionals.isEmpty {
            sections.append("ARGUMENTS\n" + table(positionals.map { ("  " + $0.usageForm, $0.help) }))
        }
        let own = specs.filter { !$0.isPositional && !CommonNames.all.contains($0.name) }
        let shared = specs.filter { !$0.isPositional && CommonNames.all.contains($0.name) } + [GeneralOptions.helpSpec]
        if !own.isEmpty { sections.append("OPTIONS\n" + options(own)) }
        sections.append((own.isEmpty ? "OPTIONS\n" : "COMMON OPTIONS\n") + options(shared))
        if !examples.isEmpty {
            sections.append(
                "EXAMPLES\n"
                    + examples.map { example in
                        example.note.isEmpty
                            ? "  " + example.command
                            : wrap("  " + example.command + "\n      " + example.note, indent: 6)
                    }.joined(separator: "\n"))
        }
        sections.append(exitCodesPointer)
        return fitted(sections.joined(separator: "\n\n"))
    }

    /// Help text whose lines fit ``width``: at 80 columns it is as written; narrower, a long line (an example, a
    /// usage group) wraps under itself.
    static func fitted(_ text: String) -> String { DisplayWidth.wrapLines(text, to: width, indent: 6) }

    /// The one line command help gives the exit codes.
    static let exitCodesPointer = "Exit codes: boxoffice help exit-codes (and the man page)."

    static func group(
        name: String, summary: String, usage: String, discussion: String?, subcommands: [CommandInfo]
    ) -> String {
        var sections = ["boxoffice \(name): \(summary)", usage]
        if let discussion { sections.append(wrap(discussion, indent: 0)) }
        sections.append("COMMANDS\n" + table(subcommands.map { ("  " + $0.name, $0.summary) }))
        sections.append("Each has its own options: boxoffice \(name) <command> --help")
        let examples = subcommands.flatMap(\.examples)
        if !examples.isEmpty {
            sections.append("EXAMPLES\n" + examples.map { "  " + $0.command }.joined(separator: "\n"))
        }
        sections.append(exitCodesPointer)
        return fitted(sections.joined(separator: "\n\n"))
    }

    /// Option lines with their help in a second column, wrapped under it.
    static func options(_ specs: [OptionSpec]) -> String {
        table(specs.map { spec in ("  " + (spec.short.map { "-\($0), " } ?? "    ") + spec.synopsis, spec.flagHelpLine) })
    }

    /// Two columns; the second wraps under itself, or starts on the next line when the first is long.
    static func table(_ rows: [(String, String)]) -> String {
        let column = min(30, (rows.map { $0.0.count }.max() ?? 0) + 2)
        return rows.map { head, text in
            let indent = String(repeating: " ", count: column)
            let body = wrapWords(text, width: width - column)
            if head.count + 2 > column {
                return ([head] + body.map { indent + $0 }).joined(separator: "\n")
            }
            let first = head + String(repeating: " ", count: column - head.count) + (body.first ?? "")
            return ([first] + body.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Each line of `text` wrapped at ``width``; continuation lines are indented by `indent`.
    static func wrap(_ text: String, indent: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let lead = line.prefix { $0 == " " }.count
            let words = wrapWords(String(line.dropFirst(lead)), width: width - max(lead, indent))
            guard let first = words.first else { return "" }
            return
                ([String(repeating: " ", count: lead) + first]
                + words.dropFirst().map { String(repeating: " ", count: max(lead, indent)) + $0 }).joined(
                    separator: "\n")
        }.joined(separator: "\n")
    }

    static func wrapWords(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(String(word)) <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
