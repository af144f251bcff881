import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// A parameter's schema comes from its option declaration, and an argument is converted and checked by it.
@Suite("MCPParameter", .englishMessages)
struct MCPParameterTests {
    static let count = OptionDeclaration<Int>(
        OptionSpec("max-count", value: "N", help: "how many, 2-20", range: 2...20, defaultText: "5"),
        default: 5, json: .integer, parse: Convert.integer(2...20))
    static let color = OptionDeclaration<String>(
        OptionSpec("color", value: "C", choices: ["red", "blue"], help: "a color", defaultText: "red"),
        default: "red", parse: { $0 })
    static let loud = OptionDeclaration<Bool>(
        OptionSpec("loud", help: "say it loudly", kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    static let names = OptionDeclaration<[String]>(
        OptionSpec("names", help: "some names", range: 1...3), json: .list,
        parse: { $0.split(separator: OptionDeclaration<[String]>.listSeparator).map(String.init) })
    static let label = OptionDeclaration<String>(
        OptionSpec("label", value: "TEXT", help: "a label", required: true), parse: Convert.text)

    /// A tool holding the parameters, to check arguments against.
    static let tool = MCPTool(
        name: "try_me", title: "Try me", description: "a test tool",
        parameters: [
            MCPParameter(count), MCPParameter(color), MCPParameter(loud), MCPParameter(names), MCPParameter(label),
        ],
        output: .object([("type", .string("object"))])
    ) { _, _ in .object([]) }

    static func arguments(_ text: String) throws -> MCPArguments {
        try MCPArguments(try JSONReader.parse(text), tool: tool)
    }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try arguments(text)
            return nil
        } catch let error as ToolArgumentError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    // MARK: - Schemas

    @Test func anIntegerHasItsTypeRangeAndDefaultAndASnakeCaseName() {
        let parameter = MCPParameter(Self.count)
        #expect(parameter.name == "max_count")
        #expect(!parameter.required)
        #expect(
            parameter.schema
                == .object([
                    ("type", .string("integer")), ("description", .string("how many, 2-20")), ("minimum", .int(2)),
                    ("maximum", .int(20)), ("default", .int(5)),
                ]))
    }

    /// An enum's values are its type: `"type": "string"` beside them only lengthens the listing.
    @Test func aChoiceIsAnEnumWithItsDefault() {
        #expect(
            MCPParameter(Self.color).schema
                == .object([
                    ("description", .string("a color")),
                    ("enum", .array([.string("red"), .string("blue")])), ("default", .string("red")),
                ]))
    }

    /// A flag is off unless given, which its schema leaves unsaid (the listing is at most 20 KB).
    @Test func aFlagIsABooleanAndAListAnArrayOfStrings() {
        #expect(
            MCPParameter(Self.loud).schema
                == .object([("type", .string("boolean")), ("description", .string("say it loudly"))]))
        #expect(
            MCPParameter(Self.names).schema
                == .object([
                    ("type", .string("array")), ("description", .string("some names")),
                    ("items", .object([("type", .string("string"))])), ("minItems", .int(1)), ("maxItems", .int(3)),
                ]))
    }

    @Test func theToolsOwnDescriptionReplacesTheOptionsHelpAndNothingElse() {
        let parameter = MCPParameter(Self.count, description: "rows to send")
        #expect(parameter.schema["description"] == .string("rows to send"))
        #expect(parameter.schema.keys == ["type", "description", "minimum", "maximum", "default"])
    }

    @Test func aRequiredOptionIsRequiredUnlessTheToolSaysOtherwise() {
        #expect(MCPParameter(Self.label).required)
        #expect(!MCPParameter(Self.label, required: false).required)
        #expect(MCPParameter(Self.count, required: true).required)
    }

    /// The tools share the command line's declarations: `limit` is the command line's 1-10.
    @Test func aSharedDeclarationGivesTheCommandLinesRange() {
        let limit = MCPParameter(Declared.limit).schema
        #expect(limit["type"] == .string("integer"))
        #expect(limit["minimum"] == .int(1) && limit["maximum"] == .int(10))
        #expect(MCPParameter(Declared.perPage).name == "per_page")
        #expect(MCPParameter(Declared.perPage).schema["default"] == .int(10))
    }

    // MARK: - Conversion

    @Test func checkConvertsAsTheDeclarationDoes() throws {
        let parameter = MCPParameter(Self.count)
        try parameter.check(.int(7))
        try parameter.check(.double(7))  // 7.0 is a whole number
        for (given, message) in [
            (JSONValue.string("7"), "'max_count' is a whole number"), (.double(7.5), "'max_count' is a whole number"),
            (.int(1), "'max_count' takes a whole number from 2 to 20, not '1'"),
            (.bool(true), "'max_count' is a whole number"),
        ] {
            #expect(throws: ConversionError.self) { try parameter.check(given) }
            do { try parameter.check(given) } catch let error as ConversionError {
                #expect(error.toolMessage == message)
            }
        }
    }

    @Test func argumentsAreCheckedAgainstEveryParameter() throws {
        #expect(
            Self.refusal(#"{"label":"x","colour":"red"}"#)
                == "try_me has no argument 'colour': it takes max_count, color, loud, names, label")
        #expect(Self.refusal(#"{"max_count":3}"#) == "try_me needs 'label'")
        #expect(Self.refusal(#"{"label":null}"#) == "try_me needs 'label'")
        #expect(Self.refusal(#"{"label":"x","color":"green"}"#) == "'color' takes 'red', 'blue', not 'green'")
        #expect(Self.refusal(#"{"label":"x","loud":"yes"}"#) == "'loud' is true or false")
        #expect(Self.refusal(#"{"label":"x","names":[]}"#) == "'names' is a list of strings")
        #expect(Self.refusal(#"{"label":"x","names":["a",1]}"#) == "'names' is a list of strings")
        #expect(
            Self.refusal(#"{"label":"x","max_count":30}"#) == "'max_count' takes a whole number from 2 to 20, not '30'")
        #expect(Self.refusal(#"{"label":"x","max_count":null}"#) == nil, "null is not given")
    }

    @Test func valuesAreConvertedAndDefaultsFillIn() throws {
        let given = try Self.arguments(#"{"label":"앞","max_count":9,"loud":true,"names":["a","b"]}"#)
        #expect(try given.value(Self.count) == 9)
        #expect(try given.value(Self.label) == "앞")
        #expect(try given.value(Self.loud) == true)
        #expect(try given.value(Self.names) == ["a", "b"])
        #expect(try given.value(Self.color) == "red", "the declaration's default")
        let bare = try Self.arguments(#"{"label":"x"}"#)
        #expect(try bare.optional(Self.count) == nil)
        #expect(try bare.value(Self.count) == 5)
        #expect(throws: ToolArgumentError.self) { try bare.value(Self.names) }
    }
}
