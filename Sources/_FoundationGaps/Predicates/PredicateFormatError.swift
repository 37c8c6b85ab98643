import Foundation

/// A format string that does not parse. Core Data raises `NSInvalidArgumentException` ("Unable to
/// parse the format string"); `NSPredicate(format:)` stops the program with this description.
struct PredicateFormatError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "Unable to parse the format string: " + description }
}
