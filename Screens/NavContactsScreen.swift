import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let phone: String
}

/// A contacts app: a navigation list of people, each pushing a detail screen.
struct ContactsScreen: View {
    let contacts = [
        Contact(id: 1, name: "Anna Haro", phone: "555-522-8243"),
        Contact(id: 2, name: "Daniel Higgins", phone: "555-478-7672"),
        Contact(id: 3, name: "David Taylor", phone: "555-610-6679"),
        Contact(id: 4, name: "Hank Zakroff", phone: "555-766-4823"),
        Contact(id: 5, name: "John Appleseed", phone: "888-555-5512"),
        Contact(id: 6, name: "Kate Bell", phone: "555-564-8583"),
    ]
    @State var path: [Contact] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(contacts) { contact in
                NavigationLink(value: contact) {
                    Text(contact.name)
                }
            }
            .navigationTitle("Contacts")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "person")
                .font(.system(size: 60))
                .foregroundStyle(.gray)
            Text(contact.name)
                .font(.title)
            Text(contact.phone)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(.top, 24)
        .navigationTitle(contact.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button("Edit") {}
        }
    }
}

struct ContactsScreen_Previews: PreviewProvider {
    static var previews: some View {
        ContactsScreen()
            .previewDisplayName("List")
        ContactsScreen(path: [Contact(id: 1, name: "Anna Haro", phone: "555-522-8243")])
            .previewDisplayName("Detail")
    }
}
