import Foundation
import KobisKit

extension NoteCommand.List.Options: LanguageOptions {}
extension Browse.Options: LanguageOptions {}
