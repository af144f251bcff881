import KobisKit

/// A tool: its name, what an assistant needs to know to call it, its input schema (from its parameters' declarations),
/// its output schema (from its answer's field tables), and its handler.
struct MCPTool: Sendable {
    let name: String
    let title: String
    let description: String
    let parameters: [MCPParameter]
    /// The JSON Schema of the structured content, made from the answer type's fields.
    let output: JSONValue
    var readOnly = true
    /// Whether the tool needs KOBIS (and so a key, unless the server runs on the sample).
    var needsService = true
    /// Whether the tool reaches beyond this machine (KOBIS, OMDb): MCP's `openWorldHint`.
    var openWorld = true
    /// The list an answer over the message bound is cut to (`full: true` lifts it), with how to get the rest.
    var bound: MCPBound?
    /// The handler: the call, and its arguments already checked against this tool's parameters.
    /// A range stopped by a cancel is the call's cancel, however the use case wrapped it.
    let run: @Sendable (MCPCall, MCPArguments) async throws -> JSONValue

    enum Outcome {
        case document(JSONValue)
        case failure(String)
        case cancelled
    }

    var inputSchema: JSONValue {
        .object([
            ("type", .string("object")), ("properties", .object(parameters.map { ($0.name, $0.schema) })),
        ]
            + (parameters.contains(where: \.required)
                ? [("required", .array(parameters.filter(\.required).map { .string($0.name) }))] : [])
            + [("additionalProperties", .bool(false))])
    }

    /// MCP's hints, each only where it differs from the specification's default: a read-only tool needs no
    /// `destructiveHint` or `idempotentHint` (they mean something only when `readOnlyHint` is false); `add_note`
    /// destroys nothing and adds a note each time (not idempotent, the default); `openWorldHint` is true unless said.
    var annotations: JSONValue {
        .object(
            [("title", .string(title)), ("readOnlyHint", .bool(readOnly))]
                + (readOnly ? [] : [("destructiveHint", .bool(false))])
                + (openWorld ? [] : [("openWorldHint", .bool(false))]))
    }

    var listing: JSONValue {
        .object([
            ("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
            ("inputSchema", inputSchema), ("outputSchema", MCPBound.listed(output, bounded: bound != nil)),
            ("annotations", annotations),
        ])
    }
}

extension MCPTool {
    /// What a tool's use case reports while it runs: progress in `unit`, and a run over the call's request limit
    /// refused with `narrow` (what asks less). Without it, a use case only notes what happened.
    struct Progress {
        let what: String
        let unit: String
        let narrow: String

        init(_ what: String, unit: String, narrow: String = "") {
            self.what = what
            self.unit = unit
            self.narrow = narrow
        }
    }

    /// A tool over a use case: its arguments are the use case's parameters (each worded for the tool by
    /// `described`, by argument name), then `extra` (what only the tool has: fields, lang, full). A call makes the
    /// use case from its arguments, so schema, conversion and checks all follow from the declarations, and `handle`
    /// runs it and makes the document. `order` lists arguments first, in its order, where an extra one goes
    /// between the use case's (the rest follow as they come). `readOnly` and `openWorld` are its hints.
    init<Case: UseCase>(
        _ useCase: Case.Type, name: String, title: String, description: String, described: [String: String] = [:],
        extra: [MCPParameter], order: [String] = [], output: JSONValue, readOnly: Bool = true, openWorld: Bool = true,
        bound: MCPBound? = nil,
        handle: @escaping @Sendable (Case, KobisService, MCPCall, MCPArguments) async throws -> JSONValue
    ) {
        let all = Case.parameters.map { MCPParameter($0, description: described[$0.name]) } + extra
        let parameters =
            order.compactMap { name in all.first { $0.name == name } } + all.filter { !order.contains($0.name) }
        self.init(
            name: name, title: title, description: description, parameters: parameters, output: output,
            readOnly: readOnly, openWorld: openWorld, bound: bound
        ) { call, arguments in
            let service = try call.service()
            do {
                return try await handle(try Case(arguments), service, call, arguments)
            } catch let stop as KobisService.RangeStop where stop.error is CancellationError {
                throw CancellationError()
            }
        }
    }

    /// A tool whose answer is its use case's answer: the document, with `fields` applied. `progress` says what
    /// the use case reports as it runs.
    init<Case: UseCase>(
        _ useCase: Case.Type, name: String, title: String, description: String, described: [String: String] = [:],
        extra: [MCPParameter], output: JSONValue, openWorld: Bool = true, bound: MCPBound? = nil,
        progress: (@Sendable (Case) -> Progress)? = nil
    ) where Case.Answer: Answer {
        self.init(
            useCase, name: name, title: title, description: description, described: described, extra: extra,
            output: output, openWorld: openWorld, bound: bound
        ) { asked, service, call, arguments in
            let events = progress.map { call.events($0(asked)) } ?? UseCaseEvents(notify: call.note)
            return try MCPTools.select(try await asked.run(service, events: events), arguments)
        }
    }
}
