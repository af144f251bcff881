import KobisKit

/// A positional argument given up to `most` times (`trend A B C`): every word left goes to it, in order.
/// `@Many(Declared.record(.movie), most: 5) var films: [String]` is empty until given; a word past the last one
/// allowed is a usage error that says how many it takes.
@propertyWrapper
struct Many: Sendable {
    private let box: OptionBox<[String]>

    var wrappedValue: [String] { box.value ?? [] }

    init(_ declaration: OptionDeclaration<String>, most: Int, help: String? = nil) {
        let box = OptionBox<[String]>([])
        self.box = box
        let base = declaration.spec
        let spec = OptionSpec(
            base.name, short: base.short, value: base.valueName, choices: base.choices, help: help ?? base.helpTemplate,
            kind: base.kind, isFile: base.isFile, range: base.range, defaultText: base.defaultText, most: most)
        let parse = declaration.parse
        OptionCollector.record(
            BoundOption(spec: spec) { text in
                guard (box.value ?? []).count < most else {
                    throw ConversionError(
                        Phrase.say(
                            ko: "\(most)개까지 받습니다. '\(text.prefix(40))'까지 주면 하나가 넘칩니다",
                            en: "takes at most \(most), and '\(text.prefix(40))' is one more"))
                }
                box.value = (box.value ?? []) + [try parse(text)]
                box.isSet = true
            })
    }
}
