import Foundation

/// `NSPredicate(format:)` on Linux. swift-corelibs-foundation declares Apple's format
/// initializers unavailable ("predicate strings and key-value coding are not supported");
/// these, available, take their place in overload resolution. The predicate is parsed at once
/// (`PredicateParser`) and evaluated with key-value coding (`KeyValue`) through
/// Foundation's block predicate, so `evaluate(with:)`, `NSCompoundPredicate` and
/// `NSArray.filtered(using:)` work with it. `predicateFormat` is Foundation's `BLOCKPREDICATE`,
/// not the format string.
///
/// The arguments are `Any`, where Apple's are `CVarArg`: on Linux neither Foundation's objects
/// (`NSDate`, `NSNumber`, `NSArray`) nor Swift's `Date`, `UUID` and arrays are `CVarArg`, and
/// every call that compiles on Apple's platforms compiles here. A string that does not parse
/// stops the program, as Core Data raises `NSInvalidArgumentException`.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let node: PredicateNode
        do {
            node = try PredicateParser.parse(predicateFormat, arguments: arguments ?? [])
        } catch {
            fatalError("\(error)")
        }
        self.init { object, bindings in node.evaluate(object, bindings) }
    }
}
