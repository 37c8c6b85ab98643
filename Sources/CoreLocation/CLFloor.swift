import Foundation

/// The floor of a building a location is on (Apple's documentation of `CLFloor`). Only Core Location's
/// indoor positioning makes floors, and this module has none, so `CLLocation.floor` is always nil; the
/// class exists so that code reading `location.floor?.level` compiles. Immutable, and `Sendable` as the
/// location that holds it is.
open class CLFloor: NSObject, @unchecked Sendable {
    /// The floor's level, 0 being the ground floor and negative levels below it.
    open var level: Int { 0 }
}
