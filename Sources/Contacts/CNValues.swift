/// A value with a label (Apple's `CNLabeledValue`): a phone number at home, an email at work.
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier: String
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
        identifier = ContactIdentifiers.next()
    }

    /// The label as the Contacts app shows it: "home", "work", "mobile", …
    public static func localizedString(forLabel label: String) -> String {
        if label.hasPrefix("_$!<"), label.hasSuffix(">!$_") { return String(label.dropFirst(4).dropLast(4)).lowercased() }
        return label
    }
}

/// A phone number as entered (Apple's `CNPhoneNumber`).
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String
    public init(stringValue: String) { self.stringValue = stringValue }
}

/// A postal address (Apple's `CNPostalAddress`).
public class CNPostalAddress: NSObject, @unchecked Sendable {
    public internal(set) var street = ""
    public internal(set) var subLocality = ""
    public internal(set) var city = ""
    public internal(set) var subAdministrativeArea = ""
    public internal(set) var state = ""
    public internal(set) var postalCode = ""
    public internal(set) var country = ""
    public internal(set) var isoCountryCode = ""
}

public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    public override var street: String { get { super.street } set { super.street = newValue } }
    public override var subLocality: String { get { super.subLocality } set { super.subLocality = newValue } }
    public override var city: String { get { super.city } set { super.city = newValue } }
    public override var subAdministrativeArea: String {
        get { super.subAdministrativeArea } set { super.subAdministrativeArea = newValue }
    }
    public override var state: String { get { super.state } set { super.state = newValue } }
    public override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    public override var country: String { get { super.country } set { super.country = newValue } }
    public override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// Identifiers of contacts and labelled values: they count up, the same every run.
enum ContactIdentifiers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    static func next() -> String {
        lock.withLock {
            count += 1
            return String(format: "00000000-0000-4000-8000-%012d", count)
        }
    }
}
