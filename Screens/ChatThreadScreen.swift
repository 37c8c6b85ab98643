import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var isFromMe: Bool
    var sent: Date
    var reaction: String?
}

@Observable
final class ChatThread {
    var contact = "Maya Chen"
    var draft = ""
    var isTyping = true
    var messages: [ChatMessage] = {
        let t = Date(timeIntervalSince1970: 1_718_190_000)
        return [
            ChatMessage(text: "Are we still on for climbing tonight?", isFromMe: false, sent: t),
            ChatMessage(text: "Yes! 7pm at the usual gym 🧗‍♀️", isFromMe: true, sent: t.addingTimeInterval(60)),
            ChatMessage(text: "Perfect. Can you bring the extra harness? Mine is still at Jordan's place from last weekend.", isFromMe: false, sent: t.addingTimeInterval(300), reaction: "👍"),
            ChatMessage(text: "On it", isFromMe: true, sent: t.addingTimeInterval(360)),
            ChatMessage(text: "Also, dinner after?", isFromMe: true, sent: t.addingTimeInterval(365)),
        ]
    }()
}

struct ChatThreadView: View {
    @State private var thread = ChatThread()
    @FocusState private var composerFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 6) {
                        Text(thread.messages[0].sent, format: .dateTime.weekday(.wide).hour().minute())
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .padding(.vertical, 8)
                        ForEach(thread.messages) { message in
                            MessageBubble(message: message)
                                .id(message.id)
                        }
                        if thread.isTyping {
                            HStack {
                                TypingIndicator()
                                Spacer()
                            }
                        }
                    }
                    .padding(.horizontal, 12)
                }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: thread.messages) { _, messages in
                    if let last = messages.last {
                        withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(alignment: .bottom, spacing: 8) {
                    Button {
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .font(.title)
                            .symbolRenderingMode(.hierarchical)
                    }
                    TextField("iMessage", text: $thread.draft, axis: .vertical)
                        .lineLimit(1...5)
                        .focused($composerFocused)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 7)
                        .overlay(Capsule().strokeBorder(.quaternary))
                    if !thread.draft.isEmpty {
                        Button {
                        } label: {
                            Image(systemName: "arrow.up.circle.fill")
                                .font(.title)
                        }
                    }
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack(spacing: 2) {
                        Text(String(thread.contact.prefix(1)))
                            .font(.subheadline.bold())
                            .foregroundStyle(.white)
                            .frame(width: 32, height: 32)
                            .background(Circle().fill(.gray.gradient))
                        Text(thread.contact)
                            .font(.caption2)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("FaceTime", systemImage: "video") {}
                }
            }
        }
    }
}

struct MessageBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .foregroundStyle(message.isFromMe ? .white : .primary)
                .background(
                    message.isFromMe ? AnyShapeStyle(.blue.gradient) : AnyShapeStyle(Color(.secondarySystemBackground)),
                    in: .rect(cornerRadius: 18, style: .continuous)
                )
                .overlay(alignment: message.isFromMe ? .topLeading : .topTrailing) {
                    if let reaction = message.reaction {
                        Text(reaction)
                            .font(.caption)
                            .padding(4)
                            .background(Circle().fill(Color(.systemGray5)))
                            .offset(x: message.isFromMe ? -10 : 10, y: -12)
                    }
                }
                .contextMenu {
                    Button("Copy", systemImage: "doc.on.doc") {}
                    Button("Reply", systemImage: "arrowshape.turn.up.left") {}
                }
            if !message.isFromMe { Spacer(minLength: 60) }
        }
        .padding(.top, message.reaction == nil ? 0 : 10)
    }
}

struct TypingIndicator: View {
    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { _ in
                Circle()
                    .frame(width: 8, height: 8)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(Color(.secondarySystemBackground), in: Capsule())
        .symbolEffect(.pulse)
    }
}

#Preview {
    ChatThreadView()
}
