import Contacts
import Testing

/// Contacts as a fresh Simulator install has it once the app is allowed: the contacts the app
/// saves, fetched by name with the keys apps list, formatted as the Contacts app names them.
struct ContactsTests {
    @Test func savedContactsAreFetchedByName() async throws {
        let store = CNContactStore()
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
            + [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
        #expect(throws: CNError(.authorizationDenied)) {
            try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Ada"), keysToFetch: keys)
        }
        #expect(try await store.requestAccess(for: .contacts))
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)

        let ada = CNMutableContact()
        ada.givenName = "Ada"
        ada.familyName = "Lovelace"
        ada.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+44 20 7946 0000"))]
        let request = CNSaveRequest()
        request.add(ada, toContainerWithIdentifier: nil)
        try store.execute(request)

        let found = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "ada love"), keysToFetch: keys)
        #expect(found.map(\.identifier) == [ada.identifier])
        #expect(found.first.flatMap { CNContactFormatter.string(from: $0, style: .fullName) } == "Ada Lovelace")
        #expect(found.first?.phoneNumbers.first?.value.stringValue == "+44 20 7946 0000")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Grace"), keysToFetch: keys).isEmpty)

        var names: [String] = []
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { contact, _ in names.append(contact.givenName) }
        #expect(names == ["Ada"])

        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        #expect(CNPostalAddressFormatter.string(from: address, style: .mailingAddress) == "1 Infinite Loop\nCupertino, CA 95014")
    }
}
