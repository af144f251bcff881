import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// A tool's input schema is assembled from its parameters, and its hints from what it does.
@Suite("MCPTool")
struct MCPToolTests {
    static let day = OptionDeclaration<String>(
        OptionSpec("day", value: "DATE", help: "a day", required: true), parse: Convert.text)
    static let top = OptionDeclaration<Int>(
        OptionSpec("top", value: "N", help: "the top N", range: 1...10, defaultText: "10"),
        default: 10, json: .integer, parse: Convert.integer(1...10))

    static func tool(readOnly: Bool = true, openWorld: Bool = true) -> MCPTool {
        var tool = MCPTool(
            name: "day_tool", title: "A day's tool", description: "for tests",
            parameters: [MCPParameter(top), MCPParameter(day)],
            output: .object([("type", .string("object")), ("properties", .object([]))])
        ) { _, _ in .object([]) }
        tool.readOnly = readOnly
        tool.openWorld = openWorld
        return tool
    }

    @Test func theInputSchemaIsAClosedObjectOfItsParametersInOrder() {
        let schema = Self.tool().inputSchema
        #expect(schema["type"] == .string("object"))
        #expect(schema["properties"]?.keys == ["top", "day"])
        #expect(schema["properties"]?["top"] == MCPParameter(Self.top).schema)
        #expect(schema["properties"]?["day"]?["type"] == .string("string"))
        #expect(schema["required"] == .array([.string("day")]))
        #expect(schema["additionalProperties"] == .bool(false))
    }

    @Test func aToolWithoutParametersTakesAnEmptyObject() {
        let tool = MCPTool(
            name: "none", title: "None", description: "no arguments", parameters: [], output: .object([])
        ) { _, _ in .null }
        #expect(tool.inputSchema["properties"] == .object([]))
        #expect(tool.inputSchema["required"] == nil)  // an empty list says nothing: the listing leaves it out
    }

    /// Hints at their specification defaults are left out: readOnlyHint false, destructiveHint true and
    /// idempotentHint false (both meaningful only when readOnlyHint is false), openWorldHint true.
    @Test func aReadOnlyToolSaysSoAndAWritingOneSaysItDestroysNothing() {
        let reading = Self.tool().annotations
        #expect(reading == .object([("title", .string("A day's tool")), ("readOnlyHint", .bool(true))]))
        let writing = Self.tool(readOnly: false, openWorld: false).annotations
        #expect(writing["readOnlyHint"] == .bool(false) && writing["idempotentHint"] == nil, "not idempotent: default")
        #expect(writing["destructiveHint"] == .bool(false), "adding a note destroys nothing")
        #expect(writing["openWorldHint"] == .bool(false))
    }

    /// What a listing holds beyond these (titles, descriptions) may be trimmed; the schemas' shape may not.
    @Test func theListingCarriesTheNameBothSchemasAndTheHints() {
        let tool = Self.tool()
        let listing = tool.listing
        #expect(listing["name"] == .string("day_tool"))
        #expect(listing["inputSchema"]?["properties"]?.keys == ["top", "day"])
        #expect(listing["inputSchema"]?["required"] == tool.inputSchema["required"])
        #expect(listing["outputSchema"]?["type"] == .string("object"))
        #expect(listing["annotations"]?["readOnlyHint"] == .bool(true))
    }

    /// A tool over a use case lists the use case's parameters, then its own; `order` puts one of its own between
    /// them where the listing had it (movie_info: movie, detail, poster), and the rest follow as they came.
    @Test func aToolOverAUseCaseListsItsArgumentsInOrder() throws {
        let tool = try #require(MCPTools.all.first { $0.name == "movie_info" })
        #expect(tool.parameters.map(\.name) == ["movie", "detail", "poster", "lang", "fields"])
        #expect(tool.inputSchema["required"] == .array([.string("movie")]))
        #expect(tool.inputSchema["properties"]?["poster"] == MCPParameter(Declared.poster).schema)
        let records = MCPTools.all.filter { ["person_info", "company_info"].contains($0.name) }
        #expect(
            records.map { $0.parameters.map(\.name) } == [
                ["person", "lang", "fields", "full"], ["company", "lang", "fields", "full"],
            ])
    }

    /// The server's own tools, as listed: a parameter the command line shares keeps its declaration's schema.
    @Test func aListedToolsSchemaIsItsDeclarations() async throws {
        let probe = ServerProbe()
        let tools = try #require(try await probe.result("tools/list")["tools"]?.items)
        let daily = try #require(tools.first { $0["name"] == .string("daily_box_office") })
        let properties = try #require(daily["inputSchema"]?["properties"])
        #expect(properties["limit"]?["type"] == .string("integer"))
        #expect(properties["limit"]?["minimum"] == .int(1) && properties["limit"]?["maximum"] == .int(10))
        #expect(properties["nation"]?["enum"] == .array([.string("korean"), .string("foreign")]))
        #expect(properties["details"]?["type"] == .string("boolean") && properties["details"]?["default"] == nil)
        #expect(properties["date"]?["type"] == .string("string"))
        let info = try #require(tools.first { $0["name"] == .string("movie_info") })
        #expect(info["inputSchema"]?["required"] == .array([.string("movie")]))
    }

    /// A tool over a use case takes the use case's parameters (worded for the tool where it says so) before its own,
    /// and a call's arguments reach the use case through their declarations.
    @Test func aToolOverAUseCaseTakesItsParametersAndMakesItFromTheArguments() async throws {
        let extra = MCPParameter(Declared.fields, description: "keys")
        let tool = MCPTool(
            DailyRanking.self, name: "day", title: "A day", description: "for tests",
            described: ["date": "the day"], extra: [extra], output: .object([])
        ) { asked, service, _, _ in
            .string("\(try asked.day(service).iso) \(asked.ask.limit ?? 0) \(asked.ask.details)")
        }
        let names = DailyRanking.parameters.map(\.name) + ["fields"]
        #expect(tool.inputSchema["properties"]?.keys == names)
        #expect(tool.inputSchema["properties"]?["date"]?["description"] == .string("the day"))
        #expect(tool.inputSchema["properties"]?["limit"] == MCPParameter(Declared.limit).schema)
        let arguments = try MCPArguments(
            .object([("date", .string("2023-08-15")), ("limit", .int(3)), ("details", .bool(true))]), tool: tool)
        let asked = try DailyRanking(arguments)
        #expect(asked.date == .day(KobisDate(year: 2023, month: 8, day: 15)!))
        #expect(asked.ask.limit == 3 && asked.ask.details && asked.ask.region == nil)
        #expect(throws: ToolArgumentError.self) {
            try MCPArguments(.object([("limit", .int(11))]), tool: tool)
        }
    }
}
