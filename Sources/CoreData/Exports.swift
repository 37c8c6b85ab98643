// `import CoreData` on Linux. Apple's Core Data brings Foundation with it (model files use `Date`,
// `UUID`, `NSSet` and `NSPredicate` with `import CoreData` alone); what Linux's Foundation lacks
// of Apple's comes with it here, as LayoutDSL re-exports it. Observation is re-exported for the
// accessors `@NSManaged` expands to, which report reads and writes through it.
@_exported import Foundation
@_exported import _FoundationGaps
@_exported import Observation
