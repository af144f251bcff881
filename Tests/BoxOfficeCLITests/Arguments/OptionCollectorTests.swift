import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// A command's options are found as its options are made, in declaration order, without reflection; dispatch builds
/// only the command it runs, the same as the full list holds it.
@Suite("Options: collected as they are made")
struct OptionCollectorTests {
    static func options<Options: OptionGroup>(_ words: [String], as type: Options.Type) throws -> Options {
        guard case .options(let options) = try Options.parse(words, usage: "usage") else {
            throw UsageError(message: "help")
        }
        return options
    }

    @Test func nestedGroupsComeInDeclarationOrder() {
        let names = Daily.Options.bindings.map(\.spec.name)
        #expect(names.first == "date")
        #expect(Array(names.dropFirst().prefix(3)) == ["from", "to", "jobs"])  // RankingOptions, in place
        #expect(Array(names.suffix(4)) == ["output", "quiet", "no-pager", "lang"])  // GeneralOptions, last
        #expect(Set(names).count == names.count)
    }

    @Test func outsideAGroupNothingIsCollected() {
        _ = GeneralOptions()
        #expect(OptionCollector.current == nil)
        #expect(GeneralOptions().declared == nil)
        #expect(GeneralOptions.bindings.map(\.spec.name) == ["output", "quiet", "no-pager", "lang"])
    }

    @Test func langAndBomAreFoundByName() throws {
        let marked = try OptionCollectorTests.options(["--lang", "en", "-f", "csv", "--bom"], as: Daily.Options.self)
        #expect(LanguageChoice.options(in: marked)?.lang == .en)
        #expect(ByteOrderMark.options(in: marked)?.bom == true)
        #expect(ByteOrderMark.options(in: marked)?.format == .csv)
        let plain = try OptionCollectorTests.options([], as: Daily.Options.self)
        #expect(LanguageChoice.options(in: plain) != nil)
        #expect(LanguageChoice.options(in: plain)?.lang == nil)
        #expect(ByteOrderMark.options(in: plain)?.bom == false)
        let trend = try OptionCollectorTests.options(["20230001"], as: Trend.Options.self)
        #expect(ByteOrderMark.options(in: trend) == nil)
    }

    @Test func dispatchBuildsTheCommandAsTheListHoldsIt() {
        for command in CommandRegistry.commands {
            let alone = CommandRegistry.command(named: command.name)
            #expect(alone?.fullName == command.fullName)
            #expect(alone?.help == command.help)
            #expect(alone?.subcommands.map(\.usage) == command.subcommands.map(\.usage))
        }
        #expect(CommandRegistry.command(named: "dialy") == nil)
    }
}
