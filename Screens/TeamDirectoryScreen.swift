import SwiftUI

struct Colleague: Identifiable, Hashable {
    let firstName: String
    let lastName: String
    let team: String

    var id: String { firstName + " " + lastName }
}

/// A company directory as Contacts shows people: a plain list of colleagues in sections by the
/// first letter of their last name, each letter in the section index on the trailing side
/// (iOS 26's `sectionIndexLabel` and `listSectionIndexVisibility`).
struct TeamDirectoryScreen: View {
    @State private var query = ""

    private let sections: [(letter: String, people: [Colleague])] = Dictionary(
        grouping: Colleague.directory, by: { String($0.lastName.prefix(1)) }
    )
    .map { (letter: $0.key, people: $0.value.sorted { $0.lastName < $1.lastName }) }
    .sorted { $0.letter < $1.letter }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections, id: \.letter) { section in
                    Section(section.letter) {
                        ForEach(section.people) { person in
                            ColleagueRow(person: person)
                        }
                    }
                    .sectionIndexLabel(section.letter)
                }
            }
            .listStyle(.plain)
            .listSectionIndexVisibility(.visible)
            .navigationTitle("Directory")
            .searchable(text: $query, prompt: "Search")
        }
    }
}

struct ColleagueRow: View {
    let person: Colleague

    var body: some View {
        HStack(spacing: 4) {
            Text(person.firstName)
            Text(person.lastName).fontWeight(.semibold)
            Spacer()
            Text(person.team)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

extension Colleague {
    static let directory: [Colleague] = [
        Colleague(firstName: "Amara", lastName: "Adeyemi", team: "Design"),
        Colleague(firstName: "Jonas", lastName: "Berg", team: "iOS"),
        Colleague(firstName: "Lucía", lastName: "Bravo", team: "Growth"),
        Colleague(firstName: "Wei", lastName: "Chen", team: "Backend"),
        Colleague(firstName: "Priya", lastName: "Desai", team: "Data"),
        Colleague(firstName: "Tom", lastName: "Dunn", team: "iOS"),
        Colleague(firstName: "Sofia", lastName: "Esposito", team: "Legal"),
        Colleague(firstName: "Malik", lastName: "Farouk", team: "Android"),
        Colleague(firstName: "Hannah", lastName: "Fischer", team: "Design"),
        Colleague(firstName: "Kenji", lastName: "Goto", team: "Platform"),
        Colleague(firstName: "Olivia", lastName: "Hart", team: "Support"),
        Colleague(firstName: "Ravi", lastName: "Iyer", team: "Backend"),
        Colleague(firstName: "Emma", lastName: "Jensen", team: "Product"),
        Colleague(firstName: "Noah", lastName: "Kowalski", team: "iOS"),
        Colleague(firstName: "Chloé", lastName: "Laurent", team: "Marketing"),
        Colleague(firstName: "Diego", lastName: "Morales", team: "Sales"),
        Colleague(firstName: "Grace", lastName: "Murphy", team: "Finance"),
        Colleague(firstName: "Ines", lastName: "Novak", team: "QA"),
        Colleague(firstName: "Yusuf", lastName: "Okafor", team: "Platform"),
        Colleague(firstName: "Mia", lastName: "Petrov", team: "Design"),
        Colleague(firstName: "Leo", lastName: "Quinn", team: "Security"),
        Colleague(firstName: "Zara", lastName: "Rahman", team: "Data"),
        Colleague(firstName: "Felix", lastName: "Schmidt", team: "Android"),
        Colleague(firstName: "Aiko", lastName: "Tanaka", team: "iOS"),
        Colleague(firstName: "Sam", lastName: "Turner", team: "Support"),
        Colleague(firstName: "Nadia", lastName: "Usman", team: "Research"),
        Colleague(firstName: "Elena", lastName: "Volkova", team: "Product"),
        Colleague(firstName: "Ben", lastName: "Walker", team: "Backend"),
        Colleague(firstName: "Lin", lastName: "Xu", team: "ML"),
        Colleague(firstName: "Omar", lastName: "Youssef", team: "Sales"),
        Colleague(firstName: "Eva", lastName: "Zimmermann", team: "People"),
    ]
}

#Preview {
    TeamDirectoryScreen()
}
