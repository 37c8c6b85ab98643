import SwiftUI

/// A mail inbox: mailboxes with unread badges, then messages with swipe actions and context
/// menus, in iOS's default (inset grouped) list.
struct InboxListScreen: View {
    struct Message: Identifiable {
        let id = UUID()
        let sender: String
        let subject: String
        let preview: String
        let time: String
        var isUnread: Bool
    }

    @State private var messages = [
        Message(sender: "Ada Lovelace", subject: "Notes on the Engine", preview: "I have attached the latest table of Bernoulli numbers.", time: "9:41", isUnread: true),
        Message(sender: "Grace Hopper", subject: "Compiler demo", preview: "The demo went well; the admirals want another on Friday.", time: "8:12", isUnread: true),
        Message(sender: "Alan Turing", subject: "Re: Lunch", preview: "Thursday works for me. The usual place?", time: "Yesterday", isUnread: false),
        Message(sender: "Katherine Johnson", subject: "Trajectory check", preview: "Numbers confirmed. Go for launch.", time: "Monday", isUnread: false),
    ]

    var body: some View {
        List {
            Section {
                Label("Inbox", systemImage: "house")
                    .badge(messages.filter(\.isUnread).count)
                Label("Favourites", systemImage: "star")
                    .badge(3)
                Label("Trash", systemImage: "trash")
            }
            Section("Today") {
                ForEach(messages) { message in
                    MessageRow(message: message)
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                messages.removeAll { $0.id == message.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Unread") {}
                                .tint(.blue)
                        }
                        .contextMenu {
                            Button("Reply") {}
                            Button("Forward") {}
                        }
                }
                .onDelete { offsets in
                    messages.remove(atOffsets: offsets)
                }
            }
        }
    }
}

struct MessageRow: View {
    let message: InboxListScreen.Message

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender).font(.headline)
                    Spacer()
                    Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                }
                Text(message.subject).font(.subheadline)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
    }
}

struct InboxListScreen_Previews: PreviewProvider {
    static var previews: some View {
        InboxListScreen()
            .previewDisplayName("Light")
        InboxListScreen()
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
