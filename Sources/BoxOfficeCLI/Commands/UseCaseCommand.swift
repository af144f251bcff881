import Foundation
import KobisKit

/// A command made from a list use case, with no code of its own: its options are the use case's parameters, then
/// the table, network and general options; it checks the use case, plans a dry run or runs it, and renders its list.
/// `records` is one, and the next period question is its ``CommandRegistry`` line.
struct UseCaseCommand<Case: ListUseCase>: Sendable {
    let name: String
    let summary: String
    var discussion: String?
    var examples: [(command: String, note: String)] = []
    /// A parameter's help where the command words it otherwise than its declaration, by parameter name.
    var help: [String: String] = [:]
    /// The requests it may send at once.
    var jobs = Declared.jobs.defaultValue!

    struct Options: CommandOptions {
        var parameters = UseCaseOptions<Case>()
        var table = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    /// The command as dispatch, help, completions and the man page see it.
    func info(parent: String? = nil) -> CommandInfo {
        let help = help
        let specs = Options.bindings.map { binding in
            help[binding.spec.name].map { binding.spec.with(help: $0) } ?? binding.spec
        }
        return CommandInfo(
            path: (parent.map { [$0] } ?? []) + [name], summary: summary, discussion: discussion, examples: examples,
            specs: specs, subcommands: [],
            run: { info, words, context in
                await execute(words, info: info, context: context) { options, ready in
                    try await run(options, context: ready)
                }
            })
    }

    func run(_ options: Options, context: Context) async throws -> ExitCode {
        let asked = try Case(ParsedOptions(options))
        try options.table.check(asked.shape)
        do { try asked.check() } catch let problem as ParameterProblem {
            throw UsageError(message: Phrase.say(ko: "\(name): \(problem)", en: "\(name) \(problem)"))
        }
        let service = try context.service(options.network, jobs: jobs)
        let named = "--" + (asked.asked?.givenName ?? Declared.from.spec.name)
        let (end, latest) = (asked.asked?.to, service.latestDay)
        if options.network.dryRun {
            let plan = try await option(named, to: end, latest: latest) { try await asked.plan(service) }
            return try context.dryRun(plan)
        }
        let answer: ListAnswer<Case.Row>
        do {
            answer = try await option(named, to: end, latest: latest) {
                try await asked.run(service, events: UseCaseEvents(notify: context.notify))
            }
        } catch let none as NoRecords {
            context.error(none.advice)
            return .notFound
        }
        context.output.fill(answer.values.compactMapValues(\.stringValue).filter { ["from", "to"].contains($0.key) })
        try context.out(
            options.table.render(answer, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}

extension NoRecords {
    /// The line a command prints: with nothing held, how to fill the archive.
    var advice: String {
        guard held == 0, source != .sample else { return description }
        return Phrase.say(
            ko: "\(description). `boxoffice sync`로 보관소를 채우세요 (또는 --demo로 해 보세요)",
            en: "\(description): `boxoffice sync` fills the archive (or try --demo)")
    }
}
