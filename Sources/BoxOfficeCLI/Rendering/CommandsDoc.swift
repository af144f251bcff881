import Foundation
import KobisKit

/// The command reference in markdown (`docs/commands.md`) and the synopsis block README shows, both made from
/// ``CommandRegistry``; tests fail when the committed files differ, and `Scripts/update-golden` rewrites them.
enum CommandsDoc {
    /// README's list: one line per command and subcommand, with its summary.
    static func synopses() -> String {
        let names = CommandRegistry.runnable.map { "boxoffice " + $0.fullName }
        let width = (names.map(\.count).max() ?? 0) + 2
        return zip(names, CommandRegistry.runnable).map { name, command in
            name + String(repeating: " ", count: width - name.count) + command.summary
        }.joined(separator: "\n")
    }

    static func markdown() -> String {
        var out = "# Commands\n\n"
        out +=
            "Generated from the command registry (`swift test` fails when this file differs; `Scripts/update-golden` rewrites it).\n"
        out +=
            "`boxoffice help COMMAND` and `boxoffice COMMAND --help` print the same, and `boxoffice manpage` holds all of it.\n\n"
        out += "Shared options, shown as `[options]` in each usage:\n\n| option | meaning |\n|---|---|\n"
        let shared = (GeneralOptions.bindings + NetworkOptions.bindings).map(\.spec) + [GeneralOptions.helpSpec]
        for spec in shared { out += "| \(row(spec)) | \(cell(spec.flagHelp)) |\n" }
        out +=
            "\n`--demo` is taken by the commands the bundled sample can answer: \(CommandRegistry.runnable.filter { $0.options.contains { $0.name == "demo" } }.map { "`\($0.fullName)`" }.joined(separator: ", ")).\n"
        for command in CommandRegistry.runnable {
            out +=
                "\n## \(command.fullName)\n\n\(cell(command.summary)).\n\n```text\n\(command.usage.replacingOccurrences(of: "usage: ", with: ""))\n```\n"
            if let discussion = command.discussion { out += "\n\(discussion)\n" }
            let own = command.specs.filter { !CommonNames.all.contains($0.name) }
            if !own.isEmpty {
                out += "\n| argument or option | meaning |\n|---|---|\n"
                for spec in own { out += "| \(row(spec)) | \(cell(spec.flagHelpLine)) |\n" }
            }
            if !command.examples.isEmpty {
                out +=
                    "\n```sh\n"
                    + command.examples.map { $0.note.isEmpty ? $0.command : "\($0.command)    # \($0.note)" }.joined(
                        separator: "\n") + "\n```\n"
            }
        }
        out += "\n## Exit codes\n\n| code | meaning |\n|---|---|\n"
        for code in ExitCode.allCases { out += "| \(code.rawValue) | \(cell(code.summary)) |\n" }
        out += "\n## Environment\n\n| variable | meaning |\n|---|---|\n"
        for variable in EnvironmentVariables.all { out += "| `\(variable.name)` | \(cell(variable.help)) |\n" }
        return out
    }

    private static func row(_ spec: OptionSpec) -> String {
        let names = (spec.short.map { "-\($0), " } ?? "") + (spec.isPositional ? spec.usageForm : spec.synopsis)
        return "`" + names.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
