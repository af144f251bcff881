import Foundation
import KobisKit

/// A command's typed options: its `@Opt` properties and groups, filled by the parser.
protocol CommandOptions: OptionGroup {
    /// `-o` and `-q`, which every command takes.
    var general: GeneralOptions { get }
}
