import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmiCalculator } from '@/features/listing/emi-calculator';

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('EMI calculator', () => {
  it('starts from 80% of the price, 60 months and 8.5%', () => {
    render(<EmiCalculator price={1_000_000} />);
    expect(screen.getByText(/Car Price/).textContent).toBe('Car Price: ₹10,00,000');
    expect(screen.getByText('₹8,00,000')).toBeTruthy(); // loan amount value
    expect(screen.getByText('60 months')).toBeTruthy();
    expect(screen.getByText('8.5% p.a.')).toBeTruthy();
    // 800,000 at 8.5% over 60 months: the standard amortised instalment.
    expect(valueOf('Monthly EMI')).toBe('₹16,413');
    expect(valueOf('Total Amount Payable')).toBe('₹9,84,794');
    expect(valueOf('Total Interest')).toBe('₹1,84,794');
  });

  it('uses 500,000 when the price is missing and clamps the loan to its range', () => {
    render(<EmiCalculator price={null} />);
    expect(screen.getByText(/Car Price/).textContent).toBe('Car Price: ₹5,00,000');
    expect(screen.getByText('₹4,00,000')).toBeTruthy();
  });

  it('clamps a very expensive car to the 40 lakh maximum loan', () => {
    render(<EmiCalculator price={9_000_000} />);
    const loan = screen.getAllByRole('slider')[0]!;
    expect(loan.getAttribute('aria-valuenow')).toBe('4000000');
  });

  it('bounds the loan slider by the price of a ₹4.35 lakh car', () => {
    render(<EmiCalculator price={435_000} />);
    const loan = screen.getByRole('slider', { name: 'Loan Amount' });
    expect(loan.getAttribute('aria-valuemax')).toBe('425000');
    expect(screen.getByText('₹4,25,000')).toBeTruthy(); // the scale's end
    expect(screen.queryByText('₹40,00,000')).toBeNull();
    fireEvent.keyDown(loan, { key: 'End' });
    expect(loan.getAttribute('aria-valuenow')).toBe('425000');
    expect(screen.getAllByText('₹4,25,000')).toHaveLength(2); // the value beside the label too
  });

  it('keeps the default loan under the bound on a very cheap car', () => {
    render(<EmiCalculator price={70_000} />);
    const loan = screen.getByRole('slider', { name: 'Loan Amount' });
    expect(loan.getAttribute('aria-valuemax')).toBe('50000');
    expect(loan.getAttribute('aria-valuenow')).toBe('50000');
  });

  it('labels the sliders and moves them with the keyboard, and Reset restores the defaults', () => {
    render(<EmiCalculator price={1_000_000} />);
    const tenure = screen.getByRole('slider', { name: 'Loan Tenure' });
    fireEvent.keyDown(tenure, { key: 'ArrowRight' });
    expect(screen.getByText('72 months')).toBeTruthy();
    expect(valueOf('Monthly EMI')).not.toBe('₹16,413');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('60 months')).toBeTruthy();
    expect(valueOf('Monthly EMI')).toBe('₹16,413');
  });
});
