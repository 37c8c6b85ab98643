/// A person or organization in the user's contacts (Apple's `CNContact`), immutable; its
/// `mutableCopy()` is a `CNMutableContact`.
public class CNContact: NSObject, @unchecked Sendable {
    public internal(set) var identifier: String
    public internal(set) var contactType: CNContactType = .person
    public internal(set) var namePrefix = ""
    public internal(set) var givenName = ""
    public internal(set) var middleName = ""
    public internal(set) var familyName = ""
    public internal(set) var previousFamilyName = ""
    public internal(set) var nameSuffix = ""
    public internal(set) var nickname = ""
    public internal(set) var organizationName = ""
    public internal(set) var departmentName = ""
    public internal(set) var jobTitle = ""
    public internal(set) var phoneticGivenName = ""
    public internal(set) var phoneticFamilyName = ""
    public internal(set) var note = ""
    public internal(set) var imageData: Data?
    public internal(set) var thumbnailImageData: Data?
    public var imageDataAvailable: Bool { imageData != nil }
    public internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    public internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    public internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    public internal(set) var urlAddresses: [CNLabeledValue<NSString>] = []
    public internal(set) var birthday: DateComponents?
    public internal(set) var dates: [CNLabeledValue<NSDateComponents>] = []

    public override init() { identifier = ContactIdentifiers.next() }

    /// Every key is fetched here.
    public func isKeyAvailable(_ key: String) -> Bool { true }
    public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }

    /// A mutable copy (`CNMutableContact`), with the same identifier.
    public override func mutableCopy() -> Any { copy(into: CNMutableContact()) }
    /// An immutable copy.
    public override func copy() -> Any { copy(into: CNContact()) }

    func copy<C: CNContact>(into other: C) -> C {
        other.identifier = identifier; other.contactType = contactType
        other.namePrefix = namePrefix; other.givenName = givenName; other.middleName = middleName; other.familyName = familyName
        other.previousFamilyName = previousFamilyName; other.nameSuffix = nameSuffix; other.nickname = nickname
        other.organizationName = organizationName; other.departmentName = departmentName; other.jobTitle = jobTitle
        other.phoneticGivenName = phoneticGivenName; other.phoneticFamilyName = phoneticFamilyName; other.note = note
        other.imageData = imageData; other.thumbnailImageData = thumbnailImageData
        other.phoneNumbers = phoneNumbers; other.emailAddresses = emailAddresses; other.postalAddresses = postalAddresses
        other.urlAddresses = urlAddresses; other.birthday = birthday; other.dates = dates
        return other
    }

    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        ContactPredicate { contact in
            let words = name.lowercased().split(separator: " ")
            let names = [contact.givenName, contact.middleName, contact.familyName, contact.nickname, contact.organizationName]
                .map { $0.lowercased() }
            return !words.isEmpty && words.allSatisfy { word in names.contains { $0.hasPrefix(word) } }
        }
    }

    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        ContactPredicate { identifiers.contains($0.identifier) }
    }

    /// The key descriptor of a property, for fetches (`CNContact.descriptorForAllComparatorKeys()`).
    public class func descriptorForAllComparatorKeys() -> any CNKeyDescriptor { CNContactGivenNameKey }
}

/// A contact being made or edited (Apple's `CNMutableContact`).
public final class CNMutableContact: CNContact, @unchecked Sendable {
    public override var contactType: CNContactType { get { super.contactType } set { super.contactType = newValue } }
    public override var namePrefix: String { get { super.namePrefix } set { super.namePrefix = newValue } }
    public override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    public override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    public override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    public override var nameSuffix: String { get { super.nameSuffix } set { super.nameSuffix = newValue } }
    public override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    public override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    public override var departmentName: String { get { super.departmentName } set { super.departmentName = newValue } }
    public override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    public override var note: String { get { super.note } set { super.note = newValue } }
    public override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { super.phoneNumbers } set { super.phoneNumbers = newValue }
    }
    public override var emailAddresses: [CNLabeledValue<NSString>] {
        get { super.emailAddresses } set { super.emailAddresses = newValue }
    }
    public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { super.postalAddresses } set { super.postalAddresses = newValue }
    }
    public override var urlAddresses: [CNLabeledValue<NSString>] {
        get { super.urlAddresses } set { super.urlAddresses = newValue }
    }
    public override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
}

/// A store's predicate: a test of contacts (Contacts' predicates are opaque to apps).
final class ContactPredicate: NSPredicate {
    let matches: (CNContact) -> Bool

    init(matches: @escaping (CNContact) -> Bool) {
        self.matches = matches
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }
}
