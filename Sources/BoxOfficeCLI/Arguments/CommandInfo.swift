import Foundation
import KobisKit

/// A command with its type erased: everything dispatch, help, completions and the man page need.
struct CommandInfo: Sendable {
    /// `["daily"]`, or `["note", "add"]` for a subcommand.
    let path: [String]
    let summary: String
    let discussion: String?
    let examples: [(command: String, note: String)]
    let specs: [OptionSpec]
    let subcommands: [CommandInfo]
    /// Parses and runs; gets this info so usage and help are made only when a run needs them.
    let run: @Sendable (CommandInfo, [String], Context) async -> ExitCode

    func execute(_ words: [String], _ context: Context) async -> ExitCode { await run(self, words, context) }

    var name: String { path.last! }
    var fullName: String { path.joined(separator: " ") }
    var options: [OptionSpec] { specs.filter { !$0.isPositional } }
    var positionals: [OptionSpec] { specs.filter(\.isPositional) }
    var usage: String {
        subcommands.isEmpty
            ? HelpText.usage(path: path, specs: specs)
            : "usage: boxoffice \(name) \(subcommands.map(\.name).joined(separator: "|")) [options]"
    }
    var help: String {
        let line = usage
        return subcommands.isEmpty
            ? HelpText.command(
                path: path, summary: summary, usage: line, discussion: discussion, specs: specs, examples: examples)
            : HelpText.group(
                name: name, summary: summary, usage: line, discussion: discussion, subcommands: subcommands)
    }
    /// This command and its subcommands, each with its own options.
    var all: [CommandInfo] { subcommands.isEmpty ? [self] : subcommands }
}
