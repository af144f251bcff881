import Foundation
import KobisKit

/// A command's typed options: its `@Opt` properties and groups, filled by the parser.
protocol CommandOptions: OptionGroup {
    /// `-o` and `-q`, which every command takes.
    var general: GeneralOptions { get }
}

/// One `boxoffice` command: its name, summary, arguments and examples, declared in one place, and `run`,
/// which gets the typed options. Usage, help, completions and the man page are made from the declarations.
protocol Command: Sendable {
    associatedtype Options: CommandOptions
    /// The word typed after `boxoffice` (or after the parent command).
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// A paragraph under the usage line, if any.
    static var discussion: String? { get }
    /// Command lines and what they do.
    static var examples: [(command: String, note: String)] { get }
    static func run(_ options: Options, context: Context) async throws -> ExitCode
}

extension Command {
    static var discussion: String? { nil }
    static var examples: [(command: String, note: String)] { [] }

    /// The command as dispatch, help, completions and the man page see it; `parent` for a subcommand.
    static func info(parent: String? = nil) -> CommandInfo {
        CommandInfo(
            path: (parent.map { [$0] } ?? []) + [name], summary: summary, discussion: discussion, examples: examples,
            specs: Options.bindings.map(\.spec), subcommands: [],
            run: { info, words, context in await execute(words, info: info, context: context) })
    }

    /// Parses `words` and runs; `-o` and `-q` take effect here, and a `-o` file is committed only on success.
    private static func execute(_ words: [String], info: CommandInfo, context base: Context) async -> ExitCode {
        var context = base
        let line = info.usage
        do {
            switch try Options.parse(words, usage: line, command: info.fullName) {
            case .help:
                if words.contains("--no-pager") { try context.output.disablePaging() }
                try context.out(info.help + "\n")
                return .success
            case .options(let options):
                context.quiet = options.general.quiet
                if options.general.noPager { try context.output.disablePaging() }
                if let path = options.general.output { context.output = OutputSink(.file(URL(fileURLWithPath: path))) }
                if let chosen = LanguageChoice.options(in: options)?.lang { context.language = chosen }
                if let marked = ByteOrderMark.options(in: options) {
                    try marked.checkByteOrderMark()
                    context.output.byteOrderMark = marked.bom
                }
                for note in context.terminal.notes { context.note(note) }
                let ready = context
                let code = try await context.presenting(config: NetworkOptions.options(in: options)?.config) {
                    try await run(options, context: ready)
                }
                if code == .success { try context.output.commit() } else { context.output.discard() }
                return code
            }
        } catch {
            context.output.discard()
            return BoxOfficeCLI.report(error, context: context, usage: line)
        }
    }
}

/// A command with subcommands (`note add|list|rm`, `cache path|clear`): it only dispatches.
protocol CommandGroup: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var discussion: String? { get }
    static var subcommands: [CommandInfo] { get }
}

extension CommandGroup {
    static var discussion: String? { nil }

    static func info() -> CommandInfo {
        CommandInfo(
            path: [name], summary: summary, discussion: discussion, examples: subcommands.flatMap(\.examples),
            specs: [],
            subcommands: subcommands,
            run: { info, words, context in await dispatch(words, info: info, context: context) })
    }

    private static func dispatch(_ words: [String], info: CommandInfo, context: Context) async -> ExitCode {
        let line = info.usage
        let names = info.subcommands.map(\.name)
        // `--no-pager` before the action (`note --no-pager list`), or with the group's help.
        var words = words
        if words.first == "--no-pager" || (["-h", "--help"].contains(words.first) && words.contains("--no-pager")) {
            words.removeAll { $0 == "--no-pager" }
            do { try context.output.disablePaging() } catch {
                return BoxOfficeCLI.report(error, context: context, usage: line)
            }
        }
        guard let first = words.first else {
            return BoxOfficeCLI.report(
                UsageError(message: "missing the \(name) action: \(names.joined(separator: ", "))", usage: line),
                context: context, usage: line)
        }
        if first == "-h" || first == "--help" {
            do { try context.out(info.help + "\n") } catch {
                return BoxOfficeCLI.report(error, context: context, usage: line)
            }
            return .success
        }
        guard let sub = info.subcommands.first(where: { $0.name == first }) else {
            let hint = closest(first, in: names).map { "; did you mean '\($0)'?" } ?? ""
            return BoxOfficeCLI.report(
                UsageError(
                    message:
                        "unknown \(name) action '\(first.prefix(30))': use \(names.joined(separator: ", "))\(hint)",
                    usage: line), context: context, usage: line)
        }
        return await sub.execute(Array(words.dropFirst()), context)
    }
}

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

/// The single list of commands: dispatch, help, "did you mean", completions and the man page all read it.
enum CommandRegistry {
    /// Each command's name, and how to make its info: dispatch builds only the one it runs, while help,
    /// completions and the man page build them all.
    private static let entries: [(name: String, info: @Sendable () -> CommandInfo)] = [
        (Daily.name, { Daily.info() }), (Weekly.name, { Weekly.info() }), (Browse.name, { Browse.info() }),
        (Movie.name, { Movie.info() }), (Search.name, { Search.info() }), (Upcoming.name, { Upcoming.info() }),
        (People.name, { People.info() }), (PersonCommand.name, { PersonCommand.info() }),
        (Companies.name, { Companies.info() }), (CompanyCommand.name, { CompanyCommand.info() }),
        (Codes.name, { Codes.info() }), (Trend.name, { Trend.info() }),
        (MilestonesCommand.name, { MilestonesCommand.info() }), (Top.name, { Top.info() }),
        (PosterCommand.name, { PosterCommand.info() }), (Share.name, { Share.info() }),
        (NoteCommand.name, { NoteCommand.info() }), (Usage.name, { Usage.info() }), (Mcp.name, { Mcp.info() }),
        (ConfigCommand.name, { ConfigCommand.info() }), (CacheCommand.name, { CacheCommand.info() }),
        (Completions.name, { Completions.info() }), (Manpage.name, { Manpage.info() }),
    ]

    /// Every command, in the order help lists them.
    static let commands: [CommandInfo] = entries.map { $0.info() }

    /// The command typed as `name`, built alone.
    static func command(named name: String) -> CommandInfo? {
        entries.first { $0.name == name }?.info()
    }

    /// Every command that runs, subcommands included.
    static var runnable: [CommandInfo] { commands.flatMap(\.all) }
}
