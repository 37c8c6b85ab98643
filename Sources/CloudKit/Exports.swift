// Apple's frameworks re-export Foundation; CloudKit's record values include Core Location's `CLLocation`.
@_exported import CoreLocation
@_exported import Foundation
