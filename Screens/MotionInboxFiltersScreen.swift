import SwiftUI

/// An inbox with filter tabs whose underline slides between them (matchedGeometryEffect) and a
/// dismissible banner that leaves with a transition.
struct InboxFiltersView: View {
    enum Filter: String, CaseIterable, Identifiable {
        case all = "All", unread = "Unread", flagged = "Flagged"
        var id: Self { self }
    }

    struct Message: Identifiable {
        let id: Int
        let sender: String
        let subject: String
    }

    @Namespace private var underline
    @State private var filter: Filter = .all
    @State private var showsBanner = true

    private let messages = [
        Message(id: 1, sender: "Maya Chen", subject: "Dinner on Friday?"),
        Message(id: 2, sender: "Ben Ortiz", subject: "Slides for Monday's review"),
        Message(id: 3, sender: "Priya Nair", subject: "Photos from the trip"),
        Message(id: 4, sender: "Leo Martin", subject: "Re: Apartment viewing"),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                HStack(spacing: 24) {
                    ForEach(Filter.allCases) { item in
                        Button {
                            withAnimation(.snappy) { filter = item }
                        } label: {
                            Text(item.rawValue)
                                .fontWeight(filter == item ? .semibold : .regular)
                                .foregroundStyle(filter == item ? .primary : .secondary)
                                .padding(.vertical, 8)
                                .overlay(alignment: .bottom) {
                                    if filter == item {
                                        Capsule()
                                            .fill(.blue)
                                            .frame(height: 3)
                                            .matchedGeometryEffect(id: "underline", in: underline)
                                    }
                                }
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal)
                .frame(maxWidth: .infinity, alignment: .leading)

                if showsBanner {
                    HStack {
                        Image(systemName: "bell.badge")
                            .foregroundStyle(.blue)
                        Text("Notifications are on")
                        Spacer()
                        Button("Dismiss") {
                            withAnimation(.easeOut(duration: 0.3)) { showsBanner = false }
                        }
                    }
                    .padding()
                    .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
                    .padding()
                    .transition(.move(edge: .top).combined(with: .opacity))
                }

                List(messages) { message in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    InboxFiltersView()
}
