import Foundation
import KobisKit

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
                UsageError(
                    message: Phrase.say(
                        ko: "\(name)에 할 일이 빠졌습니다: \(names.joined(separator: ", "))",
                        en: "missing the \(name) action: \(names.joined(separator: ", "))"),
                    usage: line),
                context: context, usage: line)
        }
        if first == "-h" || first == "--help" {
            do { try context.out(info.help + "\n") } catch {
                return BoxOfficeCLI.report(error, context: context, usage: line)
            }
            return .success
        }
        guard let sub = info.subcommands.first(where: { $0.name == first }) else {
            let hint =
                closest(first, in: names).map { Phrase.say(ko: ". '\($0)'처럼 쓰려던 건가요?", en: "; did you mean '\($0)'?") }
                ?? ""
            let listed = names.joined(separator: ", ")
            return BoxOfficeCLI.report(
                UsageError(
                    message: Phrase.say(
                        ko: "알 수 없는 \(name) 하위 명령 '\(first.prefix(30))': \(listed) 중에서 고르세요\(hint)",
                        en: "unknown \(name) action '\(first.prefix(30))': use \(listed)\(hint)"),
                    usage: line), context: context, usage: line)
        }
        return await sub.execute(Array(words.dropFirst()), context)
    }
}
