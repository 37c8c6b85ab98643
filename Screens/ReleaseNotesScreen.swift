import SwiftUI

extension EnvironmentValues {
    @Entry var noteAccent: Color = .indigo
}

extension ContainerValues {
    @Entry var isPinned = false
}

/// A custom container, iOS 18 style: pinned children first, each on a card, a pin badge on the
/// pinned ones.
struct NoteBoard<Content: View>: View {
    @ViewBuilder var content: Content
    @Environment(\.noteAccent) private var accent

    var body: some View {
        Group(subviews: content) { subviews in
            let pinned = subviews.filter { $0.containerValues.isPinned }
            let rest = subviews.filter { !$0.containerValues.isPinned }
            VStack(alignment: .leading, spacing: 10) {
                Text("\(subviews.count) changes").font(.subheadline).foregroundStyle(.secondary)
                ForEach(pinned + rest) { subview in
                    HStack(alignment: .firstTextBaseline) {
                        subview.frame(maxWidth: .infinity, alignment: .leading)
                        if subview.containerValues.isPinned {
                            Image(systemName: "pin.fill").foregroundStyle(accent)
                        }
                    }
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color(.secondarySystemGroupedBackground)))
                }
            }
        }
    }
}

struct ReleaseNotesScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    NoteBoard {
                        Text("Faster sync on cellular")
                        Text("Widgets show your streak").containerValue(\.isPinned, true)
                        Text("Fixed a crash when sharing")
                    }
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
                } header: {
                    Text("Version 4.2")
                }

                Section("Earlier") {
                    Label("Dark mode icons", systemImage: "moon.fill")
                    Label("Siri shortcuts", systemImage: "mic.fill")
                        .help("Run your routine by voice")
                }
                .listRowSeparatorTint(.indigo.opacity(0.4))
            }
            .navigationTitle("What's New")
        }
        .environment(\.noteAccent, .orange)
    }
}

#Preview {
    ReleaseNotesScreen()
}
