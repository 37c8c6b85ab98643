/// What deleting an object does to the objects a relationship relates it to (Core Data's
/// `NSDeleteRule`), with Apple's raw values.
public enum NSDeleteRule: UInt, Sendable {
    /// Nothing: the related objects keep pointing at the deleted one.
    case noActionDeleteRule = 0
    /// The deleted object leaves the related objects' inverse relationship.
    case nullifyDeleteRule = 1
    /// The related objects are deleted too.
    case cascadeDeleteRule = 2
    /// Core Data refuses to save while related objects remain; here the rule is recorded, and
    /// the related objects are left as with `noActionDeleteRule`.
    case denyDeleteRule = 3

    /// The rule a model file names (`deletionRule="Cascade"`).
    init(modelName: String?) {
        switch modelName {
        case "Cascade": self = .cascadeDeleteRule
        case "Deny": self = .denyDeleteRule
        case "No Action": self = .noActionDeleteRule
        default: self = .nullifyDeleteRule
        }
    }
}
