import SwiftUI

/// Composing a note: a title field, a `TextEditor` for the body that has focus when the
/// sheet appears, a character count, and a tags field that grows to three lines.
struct NoteComposerScreen: View {
    @State private var title = "Weekend in Big Sur"
    @State private var text = """
        Leave early Saturday to beat the traffic on Highway 1.

        Stops: Bixby Bridge, McWay Falls, lunch at Nepenthe. Pack layers — the fog rolls in fast in the afternoon.
        """
    @State private var tags = ""
    @FocusState private var editorFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Cancel") {}
                Spacer()
                Text("New Note")
                    .font(.headline)
                Spacer()
                Button("Save") {}
                    .fontWeight(.semibold)
                    .disabled(title.isEmpty)
            }
            .padding()

            Divider()

            TextField("Title", text: $title)
                .font(.title2.bold())
                .padding(.horizontal)
                .padding(.top, 16)
                .padding(.bottom, 4)

            TextEditor(text: $text)
                .focused($editorFocused)
                .padding(.horizontal, 11)
                .frame(maxHeight: .infinity)

            Divider()

            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "plus")
                    .foregroundStyle(.secondary)
                TextField("Add tags", text: $tags, axis: .vertical)
                    .lineLimit(1...3)
                Text("\(text.count) characters")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .onAppear {
            editorFocused = true
        }
    }
}

/// A chat composer: the message field grows with its text up to five lines.
struct MessageComposerBar: View {
    @State private var draft = "Running ten minutes late — order me a flat white if you get there first?"

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .overlay(RoundedRectangle(cornerRadius: 18).strokeBorder(Color(.separator)))
            Button {
                draft = ""
            } label: {
                Image(systemName: "arrow.up")
                    .font(.body.weight(.semibold))
                    .foregroundColor(.white)
                    .frame(width: 36, height: 36)
                    .background(Circle().fill(Color.accentColor))
            }
            .disabled(draft.isEmpty)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

struct NoteComposerScreen_Previews: PreviewProvider {
    static var previews: some View {
        NoteComposerScreen()
            .previewDisplayName("Note")
        NoteComposerScreen()
            .preferredColorScheme(.dark)
            .previewDisplayName("Note Dark")
        MessageComposerBar()
            .previewLayout(.fixed(width: 393, height: 120))
            .previewDisplayName("Message Bar")
    }
}
