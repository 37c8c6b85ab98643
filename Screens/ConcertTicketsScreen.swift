import SwiftUI

struct ConcertTicket: Identifiable {
    let id = UUID()
    let artist: String
    let venue: String
    let date: String
    let seat: String
    let tint: Color
    let friends: [String]
}

/// A wallet of concert tickets: each ticket a rounded card with a notch bitten out of either side
/// at its tear line, the friends going with you as overlapping avatars each cut out by the next,
/// and a night-show badge drawn as a crescent moon. The cut-outs are iOS 17's shape set operations
/// (`subtracting(_:eoFill:)`, `union(_:eoFill:)`), as apps draw them instead of masking.
struct ConcertTicketsScreen: View {
    private let tickets = [
        ConcertTicket(artist: "The Midnight Owls", venue: "Roundhouse, London", date: "Fri 12 Dec · 20:00",
                      seat: "Stalls · Row F · 14", tint: .indigo, friends: ["AK", "JM", "RS"]),
        ConcertTicket(artist: "Lumen Quartet", venue: "Konzerthaus, Berlin", date: "Sat 10 Jan · 19:30",
                      seat: "Balcony · Row 2 · 31", tint: .teal, friends: ["LB", "CW"]),
        ConcertTicket(artist: "Sol y Sombra", venue: "Palau de la Música", date: "Sun 8 Feb · 21:00",
                      seat: "Floor · Standing", tint: .orange, friends: ["MP", "DT", "EV", "NO"]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(tickets) { ticket in
                        TicketCard(ticket: ticket)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Tickets")
        }
    }
}

/// A card with a semicircular notch on each side, where a paper ticket tears.
struct TicketShape: Shape {
    var tearLine: CGFloat
    var notchRadius: CGFloat = 12

    func path(in rect: CGRect) -> Path {
        let card = RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: rect)
        var notches = Path()
        for x in [rect.minX, rect.maxX] {
            notches.addEllipse(in: CGRect(x: x - notchRadius, y: rect.minY + tearLine - notchRadius,
                                          width: notchRadius * 2, height: notchRadius * 2))
        }
        return card.subtracting(notches)
    }
}

struct TicketCard: View {
    let ticket: ConcertTicket

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(ticket.artist)
                        .font(.title3.bold())
                    Text(ticket.venue)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                NightShowBadge(tint: ticket.tint)
            }
            .frame(height: 72, alignment: .top)
            .padding(20)

            Line()
                .stroke(style: StrokeStyle(lineWidth: 1, dash: [5, 4]))
                .foregroundStyle(.quaternary)
                .frame(height: 1)
                .padding(.horizontal, 20)

            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Label(ticket.date, systemImage: "calendar")
                    Label(ticket.seat, systemImage: "chair")
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
                Spacer()
                FriendsStack(initials: ticket.friends, tint: ticket.tint)
            }
            .padding(20)
        }
        .background(Color(.secondarySystemGroupedBackground), in: TicketShape(tearLine: 112))
    }
}

/// A crescent moon: a circle less the same circle moved up and to the right.
struct NightShowBadge: View {
    let tint: Color

    var body: some View {
        Circle()
            .subtracting(Circle().offset(x: 9, y: -7))
            .fill(tint.gradient)
            .frame(width: 30, height: 30)
            .padding(8)
            .background(tint.opacity(0.12), in: Circle())
    }
}

/// Overlapping avatars, each cut out by a ring around the one above it, so that a gap shows
/// between them whatever lies behind.
struct FriendsStack: View {
    let initials: [String]
    let tint: Color
    private let size: CGFloat = 32
    private let overlap: CGFloat = 10
    private let gap: CGFloat = 2.5

    var body: some View {
        HStack(spacing: -overlap) {
            ForEach(Array(initials.enumerated()), id: \.offset) { index, name in
                let isLast = index == initials.count - 1
                Text(name)
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .frame(width: size, height: size)
                    .background(
                        tint.opacity(1 - Double(index) * 0.18),
                        in: isLast
                            ? AnyShape(Circle())
                            : AnyShape(Circle().subtracting(
                                Circle().inset(by: -gap).offset(x: size - overlap)
                            ))
                    )
            }
        }
    }
}

struct Line: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
    }
}

#Preview {
    ConcertTicketsScreen()
}
