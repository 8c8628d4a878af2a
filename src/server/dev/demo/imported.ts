// A small question file as a creator might bring it from Moodle (GIFT), imported by the demo loader
// through the real import, so the bank shows imported drafts: a multiple-response question kept an
// MSQ and a numerical one kept a NAT, a true/false converted to MCQ for review, two ready, and an
// essay it skips.

export const DEMO_IMPORT_GIFT = String.raw`// question: 0  name: Switch category to $course$/top/Default for GATE CS/Computer Networks
$CATEGORY: $course$/top/Default for GATE CS/Computer Networks

// question: 2001  name: TCP handshake
::TCP handshake::How many segments does TCP's connection set-up (the three-way handshake) exchange?{
	=3#SYN, SYN-ACK and ACK.
	~2
	~4
	~1
}

// question: 2002  name: Subnet size
::Subnet size::How many usable host addresses does a /26 IPv4 subnet have?{
	=62#$2^\{6\} - 2 \= 62$: the network and broadcast addresses are not hosts.
	~64
	~30
	~126
}

// question: 2003  name: UDP ordering
::UDP ordering::UDP delivers datagrams to the application in the order they were sent.{FALSE#UDP makes no promise about order; TCP does.}

// question: 2004  name: Reliable protocols
::Reliable protocols::Which of these transport protocols retransmit lost data?{
	~%50%TCP
	~%50%SCTP
	~%-100%UDP
	~%-100%ICMP
}

// question: 2005  name: Propagation delay
::Propagation delay::A link is 2000 km long and signals travel at $2 \times 10^8$ m/s. What is the propagation delay, in milliseconds?{#10:0.5}

// question: 2006  name: Explain congestion control
::Explain congestion control::Explain how TCP's congestion window grows in slow start and in congestion avoidance.{}
`;
