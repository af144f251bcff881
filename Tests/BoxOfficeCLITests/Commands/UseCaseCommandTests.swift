import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// A list use case the command line has never seen, made here: `limit` films counted down.
private struct Countdown: ListUseCase {
    static let parameters = [Parameter(Declared.topLimit)]
    static let table = ListShape<Int>(
        type: "countdown", members: [.init("limit", .integer)], itemsKey: "entries",
        fields: [
            Field("n", .integer, label: .rank, column: Column(position: 0, alignRight: true, render: { String($0) })) {
                .int(Int64($0))
            }
        ])
    var limit: Int

    init(_ values: some ParameterValues) throws { limit = try values.value(Declared.topLimit) ?? 10 }

    var shape: ListShape<Int> { Self.table }

    func check() throws {
        if limit == 13 { throw ParameterProblem.goesWith(Declared.topLimit.spec, partner: Declared.from.spec) }
    }

    func plan(_ service: KobisService) async throws -> RunPlan { try await service.plan([], what: "counting down") }

    func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<Int> {
        if limit == 7 { throw NoRecords(nil, from: nil, to: nil, held: 0, source: .kobis) }
        return ListAnswer(
            Self.table, heading: "countdown", values: ["limit": .int(Int64(limit))], rows: (1...limit).reversed())
    }
}

@Suite("A command made from a use case", .englishMessages)
struct UseCaseCommandTests {
    let command = UseCaseCommand<Countdown>(
        name: "countdown", summary: "films counted down", help: ["limit": "how many to count down from"]
    ).info()

    @Test func itsOptionsAreTheUseCasesParametersThenTheSharedOnes() {
        let names = command.options.map(\.name)
        #expect(names.first == "limit")
        #expect(names.contains("format") && names.contains("fields") && names.contains("demo"))
        #expect(command.help.contains("how many to count down from"))
        #expect(command.usage.hasPrefix("usage: boxoffice countdown [-n N]"))
    }

    @Test func itRunsTheUseCaseAndRendersItsListInEveryFormat() async {
        let text = Capture()
        #expect(await command.execute(["-n", "3", "--demo"], text.context()) == .success)
        #expect(text.out.contains("countdown") && text.out.contains("3\n") && text.out.hasSuffix("1\n"))
        let csv = Capture()
        #expect(await command.execute(["-n", "2", "-f", "csv", "--demo"], csv.context()) == .success)
        #expect(csv.out == "n\n2\n1\n")
        let json = Capture()
        #expect(await command.execute(["-n", "2", "-f", "json", "--demo", "--fields", "n"], json.context()) == .success)
        #expect(json.out.contains("\"type\": \"countdown\"") && json.out.contains("\"limit\": 2"))
    }

    @Test func itsRefusalsAreTheCommandLines() async {
        let fields = Capture()
        #expect(await command.execute(["--fields", "title", "--demo"], fields.context()) == .usage)
        #expect(fields.out.isEmpty && fields.err.contains("'title'"))
        let together = Capture()
        #expect(await command.execute(["-n", "13", "--demo"], together.context()) == .usage)
        #expect(together.err.contains("countdown") && together.err.contains("from"), "\(together.err)")
        let none = Capture()
        #expect(await command.execute(["-n", "7", "--demo"], none.context()) == .notFound)
        #expect(none.out.isEmpty && none.err.contains("holds no day"))
        let dry = Capture()
        #expect(await command.execute(["--dry-run", "--demo"], dry.context()) == .success)
        #expect(dry.out.contains("dry run"), "\(dry.out) \(dry.err)")
    }
}
