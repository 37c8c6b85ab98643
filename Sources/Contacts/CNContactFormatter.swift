/// Formats contacts' names (Apple's `CNContactFormatter`): the full name in the locale's order
/// (family name first for Chinese, Japanese and Korean, as Foundation's name formatting orders
/// them), else the organization's name for an organization or a contact without names.
open class CNContactFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable { case fullName = 0, phoneticFullName }
    public enum NameOrder: Int, Sendable { case `default` = 0, givenNameFirst, familyNameFirst }

    open var style: Style = .fullName

    open class func string(from contact: CNContact, style: Style) -> String? {
        let given = style == .fullName ? contact.givenName : contact.phoneticGivenName
        let family = style == .fullName ? contact.familyName : contact.phoneticFamilyName
        let familyFirst = nameOrder(for: contact) == .familyNameFirst
        var parts = familyFirst ? [family, given] : [contact.namePrefix, given, contact.middleName, family, contact.nameSuffix]
        parts = parts.filter { !$0.isEmpty }
        if contact.contactType == .organization || parts.isEmpty {
            return contact.organizationName.isEmpty ? (parts.isEmpty ? nil : parts.joined(separator: " ")) : contact.organizationName
        }
        return parts.joined(separator: familyFirst && !isLatin(family) ? "" : " ")
    }

    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

    open class func nameOrder(for contact: CNContact) -> NameOrder {
        let language = Locale.current.language.languageCode?.identifier ?? "en"
        return ["zh", "ja", "ko"].contains(language) || !isLatin(contact.familyName) && !contact.familyName.isEmpty
            ? .familyNameFirst : .givenNameFirst
    }

    open class func descriptorForRequiredKeys(for style: Style) -> any CNKeyDescriptor {
        style == .fullName ? FormatterKeys.fullName : FormatterKeys.phonetic
    }

    private static func isLatin(_ name: String) -> Bool { name.unicodeScalars.allSatisfy { $0.value < 0x2E80 } }
}

/// The keys a formatter needs.
struct FormatterKeys: CNKeyDescriptor {
    let contactKeys: Set<String>
    static let fullName = FormatterKeys(contactKeys: [CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
                                                      CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactOrganizationNameKey])
    static let phonetic = FormatterKeys(contactKeys: [CNContactPhoneticGivenNameKey, CNContactPhoneticFamilyNameKey])
}

/// Formats a postal address as the Contacts app does for its country: the US form here
/// ("street", "city state postal code", "country"), lines joined by new lines.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        let cityLine = [postalAddress.city, [postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")]
            .filter { !$0.isEmpty }.joined(separator: ", ")
        return [postalAddress.street, cityLine, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: .mailingAddress) }

    public enum Style: Int, Sendable { case mailingAddress = 0 }
}
