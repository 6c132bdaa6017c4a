// Under Stryker, a property test stops after a few seconds of generated cases and passes with what
// it ran: a mutant that breaks the property fails it within its first cases, and the full 1,500
// cases for every mutant would make a run last hours on the shared machine.
import fc from 'fast-check';

fc.configureGlobal({ interruptAfterTimeLimit: 3000, markInterruptAsFailure: false });
