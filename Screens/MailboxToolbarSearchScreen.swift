import SwiftUI

/// A mailbox in the iOS 26 style: the search field moved into the bottom toolbar between a filter
/// button and a compose button (`DefaultToolbarItem(kind: .search, placement: .bottomBar)`), and a
/// second preview whose search shrinks to a button (`searchToolbarBehavior(.minimize)`).
struct MailboxToolbarSearchScreen: View {
    struct Message: Identifiable {
        let id = UUID()
        let sender: String
        let subject: String
        let time: String
    }

    @State private var query = ""
    var minimizesSearch = false

    private let messages = [
        Message(sender: "Maya Chen", subject: "Trip photos from Lisbon", time: "9:41"),
        Message(sender: "GitHub", subject: "[snap] CI passed on main", time: "8:15"),
        Message(sender: "Jonas Weber", subject: "Re: Friday's design review", time: "Yesterday"),
        Message(sender: "Library", subject: "Your hold is ready for pickup", time: "Tuesday"),
    ]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                HStack(alignment: .firstTextBaseline) {
                    VStack(alignment: .leading) {
                        Text(message.sender).fontWeight(.semibold)
                        Text(message.subject).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(message.time).font(.caption).foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .searchable(text: $query, prompt: "Search")
            .searchToolbarBehavior(minimizesSearch ? .minimize : .automatic)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                }
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
            }
        }
    }
}

#Preview("Field") {
    MailboxToolbarSearchScreen()
}

#Preview("Minimized") {
    MailboxToolbarSearchScreen(minimizesSearch: true)
}
