// `import SwiftData` on Linux. Apple's SwiftData brings Foundation with it (model files use `Date`,
// `UUID` and `#Predicate` with `import SwiftData` alone), and `@Model`'s expansion names
// Observation's registrar, so both are re-exported.
@_exported import Foundation
@_exported import Observation
