import Foundation
import KobisKit

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
            run: { info, words, context in await execute(words, info: info, context: context, run: run) })
    }
}

/// Parses `words` as `Options` and runs `run`; `-o` and `-q` take effect here, and a `-o` file is committed only on
/// success. Every command runs through it, whether declared as a ``Command`` or made from a use case.
func execute<Options: CommandOptions>(
    _ words: [String], info: CommandInfo, context base: Context,
    run: (Options, Context) async throws -> ExitCode
) async -> ExitCode {
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
            if let name = options.general.output { context.output = OutputSink.output(name, stdout: context.output) }
            if let chosen = LanguageChoice.options(in: options)?.lang { context.language = chosen }
            context.format = options.general.declared?.value("format", as: OutputFormat.self)
            if let marked = ByteOrderMark.options(in: options) {
                try marked.checkByteOrderMark()
                context.output.byteOrderMark = marked.bom
            }
            for note in context.terminal.notes { context.note(note) }
            let config = options.general.declared?.given(Local.config.spec.name) as? String
            // Reported inside, so a failure speaks the language the config file may choose.
            let code = try await context.presenting(config: config) { ready in
                do { return try await run(options, ready) } catch {
                    ready.output.discard()
                    return BoxOfficeCLI.report(error, context: ready, usage: line)
                }
            }
            if code == .success { try context.output.commit() } else { context.output.discard() }
            return code
        }
    } catch {
        context.output.discard()
        return BoxOfficeCLI.report(error, context: context, usage: line)
    }
}
