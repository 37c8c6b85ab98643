// Apple's frameworks re-export Foundation; this module does the same. `SystemLanguageModel` and
// `LanguageModelSession` are `Observable`, as Apple declares them.
@_exported import Foundation
@_exported import Observation
