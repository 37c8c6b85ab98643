import SwiftUI

/// An iPad app shell, as iPadOS 18 apps adopt tabs: `Tab`s with a sidebar-adaptable style, a
/// library tab whose navigation stack shares the tab bar's row, a tab without a navigation
/// stack that starts below the bar, and the search tab, pinned to the bar's end.
struct StudioLibraryView: View {
    enum Section: Hashable { case library, recent, shared, search }
    @State private var selection = Section.library

    var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "square.stack", value: .library) {
                NavigationStack {
                    ProjectGrid()
                        .navigationTitle("Library")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("New Project", systemImage: "plus") {}
                            }
                        }
                }
            }
            Tab("Recent", systemImage: "clock", value: .recent) {
                RecentSessions()
            }
            Tab("Shared", systemImage: "person.2", value: .shared) {
                Text("Nothing shared yet")
            }
            Tab(value: .search, role: .search) {
                NavigationStack {
                    Text("Search your projects")
                        .navigationTitle("Search")
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

private struct Project: Identifiable {
    let id = UUID()
    let name: String
    let tracks: Int
    let color: Color
}

private struct ProjectGrid: View {
    private let projects = [
        Project(name: "Morning Sketches", tracks: 8, color: .orange),
        Project(name: "Live at the Annex", tracks: 14, color: .indigo),
        Project(name: "Field Recordings", tracks: 5, color: .teal),
        Project(name: "Podcast S2", tracks: 11, color: .pink),
        Project(name: "Score Drafts", tracks: 3, color: .green),
        Project(name: "Untitled 12", tracks: 1, color: .gray),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 220), spacing: 20)], spacing: 20) {
                ForEach(projects) { project in
                    VStack(alignment: .leading, spacing: 8) {
                        RoundedRectangle(cornerRadius: 16)
                            .fill(project.color.gradient)
                            .frame(height: 150)
                            .overlay(alignment: .bottomLeading) {
                                Image(systemName: "waveform")
                                    .font(.title)
                                    .foregroundStyle(.white)
                                    .padding(12)
                            }
                        Text(project.name)
                            .font(.headline)
                        Text("\(project.tracks) tracks")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .padding(20)
        }
    }
}

private struct RecentSessions: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Recent Sessions")
                .font(.largeTitle.bold())
            ForEach(["Mix review, Tuesday", "Vocal comp, Monday", "Drum edit, Sunday"], id: \.self) { session in
                Label(session, systemImage: "clock")
            }
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(24)
    }
}

#Preview("Library") {
    StudioLibraryView()
        .previewDevice(PreviewDevice(rawValue: "iPad Pro 11-inch (M5)"))
}

#Preview("Two tabs, iPadOS 18 insets") {
    TabView {
        Tab("Library", systemImage: "square.stack") { Text("Library") }
        Tab("Recent", systemImage: "clock") { RecentSessions() }
    }
    .previewDevice(PreviewDevice(rawValue: "iPad Air 11-inch (M2)"))
}
